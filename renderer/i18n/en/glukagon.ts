import type { glukagon as sv } from '../sv/glukagon.ts';

export const glukagon: Record<keyof typeof sv, string> = {
  'glukagon.title': 'Glucagon',
  'glukagon.intro':
    'Quick withdrawal of glucagon in severe hypoglycaemia. It is taken from the batch that expires first.',
  'glukagon.noSite': 'No unit chosen. Choose a unit in the list at the top.',
  'glukagon.loadFailed': "Could not load the unit's medicines",
  'glukagon.none.title': 'No glucagon in the unit',
  'glukagon.none.text':
    'The unit has no glucagon among its medicines. Ask your unit admin to add it under Medicines (for example GlucaGen Hypokit).',
  'glukagon.withdraw': 'Take out',
  'glukagon.add': 'Put back',
  'glukagon.confirm.withdraw': 'Take out glucagon',
  'glukagon.confirm.add': 'Put back 1',
  'glukagon.success.withdraw': 'The withdrawal is recorded.',
  'glukagon.success.add': 'The glucagon is back in stock.',
  'glukagon.error': 'Withdrawal failed. Contact your site admin.',
};
