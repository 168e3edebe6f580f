/** The demo catalogue: which pictures to draw, and what each shows. */
/**
 * kind grade: tier, title · unions: amount · pack: title, content (icon, caption)
 * item: icon · vehicle: style, color, plate · weapon: shape, ammo
 */
export const PRODUCTS = [
  { name: 'grade_vip', kind: 'grade', theme: 'bronze', tier: 1, title: 'VIP', n: 2 },
  { name: 'grade_vip_plus', kind: 'grade', theme: 'silver', tier: 2, title: 'VIP+', n: 2 },
  { name: 'grade_mvp', kind: 'grade', theme: 'gold', tier: 3, title: 'MVP', n: 2 },
  { name: 'grade_elite', kind: 'grade', theme: 'diamond', tier: 4, title: 'ELITE', n: 2 },
  { name: 'grade_prestige', kind: 'grade', theme: 'diamond', tier: 5, title: 'PRESTIGE', n: 3 },

  { name: 'unions_500', kind: 'unions', theme: 'bronze', amount: 500, n: 1 },
  { name: 'unions_1000', kind: 'unions', theme: 'bronze', amount: 1000, n: 1 },
  { name: 'unions_2500', kind: 'unions', theme: 'silver', amount: 2500, n: 1 },
  { name: 'unions_5000', kind: 'unions', theme: 'gold', amount: 5000, n: 1 },
  { name: 'unions_10000', kind: 'unions', theme: 'diamond', amount: 10000, n: 2 },
  { name: 'unions_25000', kind: 'unions', theme: 'diamond', amount: 25000, n: 2 },

  {
    name: 'pack_demarrage',
    kind: 'pack',
    theme: 'bronze',
    title: 'DÉMARRAGE',
    n: 3,
    content: [
      ['money', '25 000 $'],
      ['phone', 'x1'],
      ['repairkit', 'x2'],
      ['medikit', 'x2']
    ]
  },
  {
    name: 'pack_survie',
    kind: 'pack',
    theme: 'bronze',
    title: 'SURVIE',
    n: 2,
    content: [
      ['medikit', 'x3'],
      ['bandage', 'x10'],
      ['parachute', 'x1'],
      ['w:knife', 'Couteau']
    ]
  },
  {
    name: 'pack_mecano',
    kind: 'pack',
    theme: 'silver',
    title: 'MÉCANO',
    n: 3,
    content: [
      ['repairkit', 'x6'],
      ['jerrycan', 'x2'],
      ['drill', 'x1'],
      ['v:suv:#e8a317', 'Dépanneuse']
    ]
  },
  {
    name: 'pack_entrepreneur',
    kind: 'pack',
    theme: 'silver',
    title: 'ENTREPRENEUR',
    n: 4,
    content: [
      ['money', '150 000 $'],
      ['v:suv:#f2f2f2', 'Speedo'],
      ['phone', 'x1'],
      ['radio', 'x2']
    ]
  },
  {
    name: 'pack_gang',
    kind: 'pack',
    theme: 'gold',
    title: 'GANG',
    n: 4,
    content: [
      ['w:pistol', 'Pistolet'],
      ['v:muscle:#6d2bb3', 'Buccaneer'],
      ['lockpick', 'x2'],
      ['bandage', 'x10']
    ]
  },
  {
    name: 'pack_motard',
    kind: 'pack',
    theme: 'gold',
    title: 'MOTARD',
    n: 3,
    content: [
      ['v:bike:#262a33', 'Daemon'],
      ['w:shotgun', 'Canon scié'],
      ['armour', 'x1'],
      ['money', '20 000 $']
    ]
  },
  {
    name: 'pack_luxe',
    kind: 'pack',
    theme: 'diamond',
    title: 'LUXE',
    n: 4,
    content: [
      ['v:sports:#e9e3d3', 'Cognoscenti'],
      ['money', '250 000 $'],
      ['phone', 'x1'],
      ['unions', '500 Unions']
    ]
  },
  {
    name: 'pack_legende',
    kind: 'pack',
    theme: 'diamond',
    title: 'LÉGENDE',
    n: 4,
    content: [
      ['v:super:#c8102e', 'Itali GTB'],
      ['w:rifle', "Fusil d'assaut"],
      ['money', '300 000 $'],
      ['unions', '1 000 Unions']
    ]
  },

  { name: 'repairkit', kind: 'item', theme: 'bronze', icon: 'repairkit', n: 3 },
  { name: 'medikit', kind: 'item', theme: 'bronze', icon: 'medikit', n: 2 },
  { name: 'bandage', kind: 'item', theme: 'bronze', icon: 'bandage', n: 1 },
  { name: 'phone', kind: 'item', theme: 'silver', icon: 'phone', n: 3 },
  { name: 'radio', kind: 'item', theme: 'silver', icon: 'radio', n: 2 },
  { name: 'lockpick', kind: 'item', theme: 'silver', icon: 'lockpick', n: 2 },
  { name: 'armour', kind: 'item', theme: 'gold', icon: 'armour', n: 3 },
  { name: 'jerrycan', kind: 'item', theme: 'bronze', icon: 'jerrycan', n: 1 },
  { name: 'parachute', kind: 'item', theme: 'silver', icon: 'parachute', n: 2 },
  { name: 'drill', kind: 'item', theme: 'gold', icon: 'drill', n: 2 },
  { name: 'binoculars', kind: 'item', theme: 'bronze', icon: 'binoculars', n: 1 },
  { name: 'fireworks', kind: 'item', theme: 'gold', icon: 'fireworks', n: 2 },

  { name: 'faggio', kind: 'vehicle', theme: 'bronze', style: 'scooter', color: '#4fc3a1', plate: 'FAGGIO', n: 3 },
  { name: 'sanchez', kind: 'vehicle', theme: 'bronze', style: 'bike', color: '#f07c1b', plate: 'SANCHEZ', n: 4 },
  { name: 'blista', kind: 'vehicle', theme: 'bronze', style: 'compact', color: '#f2c230', plate: 'BLISTA', n: 4 },
  { name: 'sultanrs', kind: 'vehicle', theme: 'silver', style: 'sedan', color: '#3553c8', plate: 'SULTANRS', n: 5 },
  { name: 'dominator', kind: 'vehicle', theme: 'silver', style: 'muscle', color: '#2e8b57', plate: 'DOMINATR', n: 5 },
  { name: 'baller', kind: 'vehicle', theme: 'silver', style: 'suv', color: '#dfe3e8', plate: 'BALLER', n: 5 },
  { name: 'elegy2', kind: 'vehicle', theme: 'gold', style: 'sports', color: '#7b4bd1', plate: 'ELEGY RH', n: 6 },
  { name: 'comet2', kind: 'vehicle', theme: 'gold', style: 'sports', color: '#c01f2c', plate: 'COMET', n: 5 },
  { name: 't20', kind: 'vehicle', theme: 'diamond', style: 'super', color: '#ef5a1c', plate: 'T20', n: 6 },
  { name: 'zentorno', kind: 'vehicle', theme: 'diamond', style: 'super', color: '#8fd42a', plate: 'ZENTORNO', n: 6 },

  { name: 'weapon_knife', kind: 'weapon', theme: 'bronze', shape: 'knife', ammo: 0, n: 2 },
  { name: 'weapon_pistol', kind: 'weapon', theme: 'bronze', shape: 'pistol', ammo: 120, n: 3, look: { frame: '#5e5240' } },
  { name: 'weapon_combatpistol', kind: 'weapon', theme: 'silver', shape: 'pistol', ammo: 120, n: 4 },
  { name: 'weapon_heavypistol', kind: 'weapon', theme: 'silver', shape: 'pistol', ammo: 90, n: 3, look: { slide: '#a7afb9' } },
  { name: 'weapon_pumpshotgun', kind: 'weapon', theme: 'gold', shape: 'shotgun', ammo: 48, n: 3 },
  { name: 'weapon_smg', kind: 'weapon', theme: 'gold', shape: 'smg', ammo: 180, n: 4 },
  { name: 'weapon_assaultrifle', kind: 'weapon', theme: 'diamond', shape: 'rifle', ammo: 250, n: 4 },
  { name: 'weapon_sniperrifle', kind: 'weapon', theme: 'diamond', shape: 'sniper', ammo: 40, n: 4 }
]
