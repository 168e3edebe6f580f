import * as z from 'zod/mini'

import { email } from './env-values.ts'

/** The legal notice's details (LCEN); undefined: not provided, and the pages say so. */
export interface LegalDetails {
  operatorName: string | undefined
  operatorAddress: string | undefined
  publicationDirector: string | undefined
  contactEmail: string | undefined
  hostName: string | undefined
  hostAddress: string | undefined
  hostContact: string | undefined
}

export const legalEnv = {
  LEGAL_OPERATOR_NAME: z.optional(z.string()),
  LEGAL_OPERATOR_ADDRESS: z.optional(z.string()),
  LEGAL_PUBLICATION_DIRECTOR: z.optional(z.string()),
  LEGAL_CONTACT_EMAIL: z.optional(email),
  LEGAL_HOST_NAME: z.optional(z.string()),
  LEGAL_HOST_ADDRESS: z.optional(z.string()),
  LEGAL_HOST_CONTACT: z.optional(z.string())
}

/** Shown on the legal pages in demo mode only: obviously fictitious, never mistaken for a real operator. */
export const DEMO_LEGAL_DETAILS: { [Key in keyof LegalDetails]: string } = {
  operatorName: 'Boutique Démo SAS',
  operatorAddress: '1 rue de la Démonstration, 75000 Paris',
  publicationDirector: 'Camille Démo',
  contactEmail: 'contact@boutique.example',
  hostName: 'Hébergeur Démo SARL',
  hostAddress: '2 avenue de l’Exemple, 69000 Lyon',
  hostContact: 'support@hebergeur.example'
}

type LegalValues = { [Key in keyof typeof legalEnv]?: string | undefined } & { SHOP_DEMO: boolean }

export function legalDetails(values: LegalValues): LegalDetails {
  const demo = values.SHOP_DEMO ? DEMO_LEGAL_DETAILS : undefined
  return {
    operatorName: values.LEGAL_OPERATOR_NAME ?? demo?.operatorName,
    operatorAddress: values.LEGAL_OPERATOR_ADDRESS ?? demo?.operatorAddress,
    publicationDirector: values.LEGAL_PUBLICATION_DIRECTOR ?? demo?.publicationDirector,
    contactEmail: values.LEGAL_CONTACT_EMAIL ?? demo?.contactEmail,
    hostName: values.LEGAL_HOST_NAME ?? demo?.hostName,
    hostAddress: values.LEGAL_HOST_ADDRESS ?? demo?.hostAddress,
    hostContact: values.LEGAL_HOST_CONTACT ?? demo?.hostContact
  }
}
