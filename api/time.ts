export const iso = (d: Date) => d.toISOString();
export const minutesBefore = (d: Date, minutes: number) => new Date(d.getTime() - minutes * 60_000);
export const hoursAfter = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);
export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
