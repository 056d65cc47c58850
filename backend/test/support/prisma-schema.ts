import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the drift test needs from schema.prisma: tables, columns, types, nullability, indexes. */
export interface SchemaColumn {
  name: string;
  prismaType: string;
  nativeType?: string;
  nullable: boolean;
}
export interface SchemaIndex {
  columns: string[];
  unique: boolean;
}
export interface SchemaTable {
  model: string;
  table: string;
  columns: SchemaColumn[];
  indexes: SchemaIndex[];
  primaryKey: string[];
}

export const schemaPath = path.resolve(__dirname, '../../../prisma/schema.prisma');
const scalar = new Set(['String', 'Int', 'Boolean', 'DateTime', 'Json', 'BigInt', 'Float', 'Decimal', 'Bytes']);

/** A small reader for the subset of the Prisma schema language this project uses. */
export function readPrismaSchema(source = readFileSync(schemaPath, 'utf8')): SchemaTable[] {
  const tables: SchemaTable[] = [];
  for (const block of source.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const [, model, body] = block;
    const lines = body
      .split('\n')
      .map((l) => l.replace(/\/\/.*$/, '').trim())
      .filter(Boolean);
    const fieldToColumn = new Map<string, string>();
    const table: SchemaTable = { model, table: model, columns: [], indexes: [], primaryKey: [] };
    for (const line of lines) {
      if (line.startsWith('@@map(')) table.table = /"(.+)"/.exec(line)![1];
      if (line.startsWith('@@')) continue;
      const [name, type] = line.split(/\s+/);
      const baseType = type.replace(/[?[\]]/g, '');
      if (!scalar.has(baseType)) continue;
      const column = /@map\("([^"]+)"\)/.exec(line)?.[1] ?? name;
      fieldToColumn.set(name, column);
      table.columns.push({
        name: column,
        prismaType: baseType,
        nativeType: /@db\.(\w+(?:\(\d+\))?)/.exec(line)?.[1],
        nullable: type.endsWith('?'),
      });
      if (/@id\b/.test(line)) table.primaryKey = [column];
      if (/@unique\b/.test(line)) table.indexes.push({ columns: [column], unique: true });
    }
    for (const line of lines) {
      const index = /^@@(index|unique)\(\[([^\]]+)\]/.exec(line);
      if (!index) continue;
      const columns = index[2].split(',').map((f) => fieldToColumn.get(f.trim().replace(/\(.*\)$/, ''))!);
      table.indexes.push({ columns, unique: index[1] === 'unique' });
    }
    tables.push(table);
  }
  return tables;
}

/** The PostgreSQL type Prisma Migrate would create for a field. */
export function expectedSqlType(column: SchemaColumn): string {
  if (column.nativeType) {
    const native: Record<string, string> = { Uuid: 'uuid', Date: 'date', 'Timestamptz(3)': 'timestamp with time zone' };
    return native[column.nativeType] ?? column.nativeType.toLowerCase();
  }
  const defaults: Record<string, string> = {
    String: 'text',
    Int: 'integer',
    Boolean: 'boolean',
    DateTime: 'timestamp without time zone',
    Json: 'jsonb',
    BigInt: 'bigint',
    Float: 'double precision',
  };
  return defaults[column.prismaType];
}
