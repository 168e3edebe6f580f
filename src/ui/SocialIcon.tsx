import type { SocialNetwork } from '../core/contract/public-config.ts'

/** 24×24 glyphs of the networks, drawn inline: no request, and they take the link's colour. */
const GLYPHS: Record<SocialNetwork, string> = {
  twitter: 'M18.9 2H22l-7.5 8.6L23 22h-6.8l-5.3-6.9L4.8 22H1.7l8-9.2L1 2h7l4.8 6.3L18.9 2zm-1.2 18h1.9L7.4 3.9H5.4L17.7 20z',
  instagram:
    'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  discord:
    'M20 4.6A19 19 0 0 0 15.3 3l-.6 1.2a17 17 0 0 0-5.4 0L8.7 3A19 19 0 0 0 4 4.6C1.1 9 .3 13.3.7 17.5a19 19 0 0 0 5.8 2.9l1.2-1.9a12 12 0 0 1-1.9-.9l.5-.4a13.6 13.6 0 0 0 11.4 0l.5.4a12 12 0 0 1-1.9.9l1.2 1.9a19 19 0 0 0 5.8-2.9c.5-4.9-.8-9.2-3.3-12.9zM8.5 15c-1.1 0-2-1-2-2.3s.9-2.3 2-2.3 2 1 2 2.3-.9 2.3-2 2.3zm7 0c-1.1 0-2-1-2-2.3s.9-2.3 2-2.3 2 1 2 2.3-.9 2.3-2 2.3z',
  tiktok: 'M16.6 2h-3.4v13.4a2.9 2.9 0 1 1-2.9-2.9l.9.1V9.1a6.3 6.3 0 1 0 5.4 6.3V8.6a8 8 0 0 0 4.7 1.5V6.7a4.7 4.7 0 0 1-4.7-4.7z',
  twitch: 'M4 2 2.5 6v14h5v3h3l3-3h4l5-5V2H4zm16 12-3 3h-5l-3 3v-3H5V4h15v10zm-4-7h-2v6h2V7zm-5 0H9v6h2V7z'
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={GLYPHS[network]} fillRule="evenodd" />
    </svg>
  )
}
