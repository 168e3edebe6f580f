import {
  linkDiscordResponseSchema,
  linkDiscordStartResponseSchema,
  type LinkDiscordRequest,
  type LinkDiscordStartRequest
} from '../core/contract/discord-link.ts'
import { request } from './client.ts'

export const postLinkDiscordStart = (body: LinkDiscordStartRequest) =>
  request('/api/linkDiscord/start', linkDiscordStartResponseSchema, { method: 'post', body })

export const postLinkDiscord = (body: LinkDiscordRequest) =>
  request('/api/linkDiscord', linkDiscordResponseSchema, { method: 'post', body })
