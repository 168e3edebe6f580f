import { useStore } from '@nanostores/react'

import { homeBelowMessages } from '../../core/messages/home-below.ts'
import { $publicConfig } from '../../stores/public-config.ts'

export function IntroBlocks() {
  const communityUrl = useStore($publicConfig)?.communityUrl
  return (
    <section className="intro" data-testid="intro-blocks">
      {homeBelowMessages.intro.map((block) => (
        <article key={block.title} className="intro__block">
          <h2>{block.title}</h2>
          <p>{block.text}</p>
        </article>
      ))}
      {communityUrl && (
        <article className="intro__block intro__block--community">
          <h2>{homeBelowMessages.communityTitle}</h2>
          <p>{homeBelowMessages.communityText}</p>
          <a className="button" href={communityUrl} target="_blank" rel="noopener noreferrer" data-testid="community-link">
            {homeBelowMessages.communityLink}
          </a>
        </article>
      )}
    </section>
  )
}
