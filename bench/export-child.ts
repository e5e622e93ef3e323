import { exportRuns } from './export.ts';

// Run by cappedExportRuns in a process of its own: the exports of one database file, as JSON.
const file = process.argv[2];
if (!file) throw new Error('Ange databasfilen');
process.stdout.write(JSON.stringify(await exportRuns(file)));
