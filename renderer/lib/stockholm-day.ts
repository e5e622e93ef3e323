const stockholmDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Today in Stockholm as YYYY-MM-DD, as the server dates a unit's files. */
export const stockholmToday = () => stockholmDate.format(new Date());

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A moment in Stockholm as YYYY-MM-DD HH:MM, as printed lists are dated. */
export const stockholmDateTime = (moment: Date) => stockholmTime.format(moment);
