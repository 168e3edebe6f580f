import { useStore } from '@nanostores/react'

import { shopMessages } from '../../core/messages/shop.ts'
import { $publicConfig } from '../../stores/public-config.ts'

export function IntroBlocks() {
  const communityUrl = useStore($publicConfig)?.communityUrl
  return (
    <section className="intro" data-testid="intro-blocks">
      {shopMessages.intro.map((block) => (
        <article key={block.title} className="intro__block">
          <h2>{block.title}</h2>
          <p>{block.text}</p>
        </article>
      ))}
      {communityUrl && (
        <article className="intro__block intro__block--community">
          <h2>{shopMessages.communityTitle}</h2>
          <p>{shopMessages.communityText}</p>
          <a className="button" href={communityUrl} target="_blank" rel="noopener noreferrer" data-testid="community-link">
            {shopMessages.communityLink}
          </a>
        </article>
      )}
    </section>
  )
}
