// Runs SQL with DuckDB (the @duckdb/node-api package, which ships the
// engine) for the Parquet tests: each argument is a query, each result
// row is printed as one line of JSON, and a line "--" ends each query.
import { DuckDBInstance } from '@duckdb/node-api';

const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
for (const sql of process.argv.slice(2)) {
  const reader = await con.runAndReadAll(sql);
  for (const row of reader.getRowObjectsJson()) {
    process.stdout.write(JSON.stringify(row) + '\n');
  }
  process.stdout.write('--\n');
}
