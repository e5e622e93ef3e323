export const home = {
  'home.greeting': 'Hej, {name}!',
  'home.admin.title': 'Systemöversikt',
  'home.siteAdmin.allUnits': 'Här arbetar du med alla dina enheter.',
  'home.siteAdmin.oneUnit': 'Här arbetar du med din enhet.',
  'home.siteAdmin.unpackLink': 'Packa upp en leverans',
  'home.user.site': 'Enhet: {site}',
  'home.user.noSite': 'Ingen enhet vald',
} as const;
