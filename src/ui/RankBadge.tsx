import { useState } from 'react'
import { useStore } from '@nanostores/react'

import { mediaUrl } from '../host/embedding.ts'
import { $publicConfig } from '../stores/public-config.ts'

/** The player's rank as a badge image found by the rank's name (docs/accounts.md#rank-and-balance); none when it fails. */
export function RankBadge({ rank }: { rank: string }) {
  const template = useStore($publicConfig)?.rankBadgeUrl
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (!template || failed === rank) return null
  return (
    <img
      className="rank-badge"
      src={mediaUrl(template.replace('{rank}', encodeURIComponent(rank.toLowerCase())))}
      alt={rank}
      title={rank}
      width="32"
      height="32"
      onError={() => setFailed(rank)}
      data-testid="rank-badge"
    />
  )
}
