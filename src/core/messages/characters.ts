/** docs/accounts.md#servers-and-characters. */
export const characterMessages = {
  serverTitle: 'Selection du serveur',
  characterTitle: 'Selection du personnage',
  available: 'Personnages disponibles',
  none: 'Aucun personnage sélectionné',
  noCharacters: 'Aucun personnage sur ce serveur : créez-en un en jeu.',
  birthDate: 'Date de naissance',
  birthPlace: 'Lieu de naissance',
  height: 'Taille',
  heightValue: (centimetres: number) => `${centimetres} cm`,
  close: 'Fermer',
  choose: (name: string) => `Choisir ${name}`
} as const
