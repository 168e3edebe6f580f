/** What the back-office's import / export page says to staff (src/admin/pages/ImportExportPage.tsx). */
export const importExportMessages = {
  title: 'Import / export',
  created: 'Créés',
  updated: 'Modifiés',
  deactivated: 'Désactivés',
  summary: (unchanged: number, homeChanged: boolean, creatorsChanged: boolean) =>
    `${unchanged} produit(s) inchangé(s). Page d’accueil : ${homeChanged ? 'modifiée' : 'inchangée'}. Codes créateurs : ${creatorsChanged ? 'modifiés' : 'inchangés'}.`,
  dryRun: 'Simulation : rien n’a encore été modifié.',
  imported: 'Catalogue importé.',
  unreadableFile: (name: string) => `${name} n’est pas un fichier JSON lisible.`,
  exportIntro: 'Le catalogue entier (produits, page d’accueil, codes créateurs), au format de npm run catalog:import.',
  export: 'Exporter le catalogue',
  importIntro:
    'Importer un fichier : une simulation liste d’abord ce qui changerait. Les produits absents du fichier sont désactivés, jamais supprimés.',
  choose: 'Choisir un fichier…',
  apply: 'Appliquer l’import'
} as const
