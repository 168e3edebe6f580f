#!/usr/bin/env node
/**
 * Redraws the pictures of the demo catalogue (web/demo/images/*.svg); the drawings live in scripts/demo-images/.
 * Dependency-free and deterministic: every run writes the same files.
 *
 *   node scripts/draw-demo-images.mjs
 *
 * Each product of PRODUCTS gets `n` pictures named `<name>-<i>.svg` (i = 1..n),
 * the paths web/demo/catalogue.json references as /media/demo/<name>-<i>.svg.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { PRODUCTS } from './demo-images/catalogue.mjs'
import { drawGrade } from './demo-images/grade.mjs'
import { drawItem } from './demo-images/item.mjs'
import { drawPack } from './demo-images/pack.mjs'
import { drawUnions } from './demo-images/unions.mjs'
import { drawVehicle } from './demo-images/vehicle.mjs'
import { drawWeapon } from './demo-images/weapon.mjs'

export { PRODUCTS }

const OUT_DIR = fileURLToPath(new URL('../web/demo/images/', import.meta.url))

const DRAW = { grade: drawGrade, unions: drawUnions, pack: drawPack, item: drawItem, vehicle: drawVehicle, weapon: drawWeapon }

/** Every picture: [file name, svg text]. */
export function drawAll() {
  const files = []
  for (const p of PRODUCTS) {
    for (let v = 0; v < p.n; v++) {
      const file = `${p.name}-${v + 1}.svg`
      files.push([file, DRAW[p.kind](p, v, file)])
    }
  }
  return files
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(OUT_DIR, { recursive: true })
  const files = drawAll()
  let biggest = 0
  for (const [file, svg] of files) {
    writeFileSync(OUT_DIR + file, svg)
    biggest = Math.max(biggest, Buffer.byteLength(svg))
  }
  console.info(`${files.length} images écrites dans web/demo/images/ (la plus lourde : ${(biggest / 1024).toFixed(1)} Ko)`)
}
