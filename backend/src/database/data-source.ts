// For the TypeORM CLI (migration:generate and friends): `npx typeorm -d backend/dist/database/data-source.js`.
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

export default new DataSource(dataSourceOptions(loadConfig()));
