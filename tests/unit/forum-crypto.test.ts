import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { decryptForumPayload, unpadPkcs1v15 } from '../../web/forum/forum-crypto.ts'

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
})

describe('the forum payload (PKCS#1 v1.5 without Node’s refused padding mode)', () => {
  it('decrypts what Discourse sends: Base64 with newlines, and + turned into spaces', () => {
    const json = '{"key":"0123456789abcdef0123456789abcdef","nonce":"n","push":false,"api":4}'
    const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(json)).toString('base64')
    expect(decryptForumPayload(cipher.replace(/.{1,60}/g, '$&\n'), privateKey)?.toString()).toBe(json)
    expect(decryptForumPayload(cipher.replace(/\+/g, ' '), privateKey)?.toString()).toBe(json)
  })

  it('refuses a block that is not EME-PKCS1-v1_5', () => {
    const good = Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(8, 7), Buffer.from([0]), Buffer.from('ok')])
    expect(unpadPkcs1v15(good)?.toString()).toBe('ok')
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([0, 1]), good.subarray(2)]))).toBeUndefined()
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([1]), good.subarray(1)]))).toBeUndefined()
    expect(unpadPkcs1v15(Buffer.from([0, 2, 7, 7, 7, 0, 1, 2, 3, 4, 5, 6]))).toBeUndefined()
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(20, 9)]))).toBeUndefined()
    expect(decryptForumPayload('AAAA', privateKey)).toBeUndefined()
    expect(decryptForumPayload(Buffer.alloc(256, 0xff).toString('base64'), privateKey)).toBeUndefined()
  })
})
