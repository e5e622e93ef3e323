import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`${API_TYPES_FILE} is current.`);
