export const help = {
  'help.title': 'Hjälp & guide',
  'help.intro':
    'En kort guide till Medvakt för vårdpersonal, enhetsadmin och administratörer. Knappar, menyval och rubriker står i fetstil som de heter i appen.',
  'help.toc': 'Innehåll',
  'help.forRoles': 'För: {roles}',
  'help.comingSoon': 'Kommer snart',
  'help.comingSoonNote':
    'Funktionen finns inte i Medvakt ännu. Avsnittet beskriver hur den kommer att fungera.',
  'help.toTop': 'Till innehållet',
  'help.moreHelp': 'Hittar du inte svaret här?',
  'help.moreHelpLink': 'Kontakta teknisk support',
  'public.backToLogin': 'Tillbaka till inloggningen',
  'public.backHome': 'Tillbaka till Medvakt',
  'public.links': 'Hjälplänkar',
} as const;
