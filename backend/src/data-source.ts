// For the TypeORM CLI (migration:generate and friends): `npx typeorm -d backend/dist/data-source.js`.
// At the top, not in database/, because it needs every entity (entities.ts).
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { ENTITIES } from './entities';

export default new DataSource(dataSourceOptions(loadConfig(), ENTITIES));
