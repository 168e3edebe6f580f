-- Boutique: the shop in game (F2), its login tokens and the delivery of purchases.
-- Built by `npm run build` into dist/boutique/ (see README.md); this file is copied there with the
-- shop's files listed one by one.
fx_version 'cerulean'
game 'gta5'

name 'boutique'
description 'Boutique: la boutique du serveur en jeu (F2) et la livraison des achats'
version '1.0.0'

ui_page 'html/host.html'

files {
  'html/host.html',
  'html/host.css',
  'html/host.js',
  'html/shop/*', -- shop files
}

client_script 'client.js'
server_script 'server.js'

-- The server script uses fetch, which Node 16 (the default before 2026) lacks.
node_version '22'

-- FXServer refuses to start the resource on an older build, with "server needs to be 12913 or higher"
-- (citizenfx/fivem code/components/citizen-server-impl/src/ServerResources.cpp:373 registers the build as the
-- `server` constraint; citizen-resources-core/src/ResourceManagerConstraintsComponent.cpp matches `/server:N`).
-- 12913: the first artifact with node_version '22' (the minimum EasyAdmin PR #880 and Icarus PR #97 set for it).
dependency '/server:12913'
