export const glukagon = {
  'glukagon.title': 'Glukagon',
  'glukagon.intro':
    'Snabbt uttag av glukagon vid svår hypoglykemi. Uttaget tas ur den batch som går ut först.',
  'glukagon.noSite': 'Ingen enhet vald. Välj en enhet i listan högst upp.',
  'glukagon.loadFailed': 'Kunde inte hämta enhetens läkemedel',
  'glukagon.none.title': 'Inget glukagon på enheten',
  'glukagon.none.text':
    'Enheten har inget glukagon bland sina läkemedel. Be din enhetsadmin lägga upp det under Läkemedel (till exempel GlucaGen Hypokit).',
  'glukagon.withdraw': 'Ta ut',
  'glukagon.add': 'Lägg tillbaka',
  'glukagon.confirm.withdraw': 'Ta ut glukagon',
  'glukagon.confirm.add': 'Lägg tillbaka 1',
  'glukagon.success.withdraw': 'Uttaget är registrerat.',
  'glukagon.success.add': 'Glukagonet är tillbaka i lagret.',
  'glukagon.error': 'Uttag fungerade inte. Kontakta din Site-admin.',
} as const;
