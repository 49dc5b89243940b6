/**
 * @jest-environment node
 */
import { isSqlHome, misplacedSql, sqlFindings } from './check-sql-placement.mjs';

describe('check-sql-placement: the detector', () => {
  it('finds statements in strings and templates, database calls and sql`` tags', () => {
    const code = [
      "import { sql } from 'somewhere';",
      'export async function f(db: Db, app: { db: Db }, id: string) {',
      "  await db.query('SELECT 1');",
      '  const rows = await app.db.query<Row>(`select nome',
      '    from clientes where id = ${id}`);',
      "  const stmt = 'INSERT INTO eventos (a) VALUES ($1)';",
      '  const upd = "UPDATE pedidos SET status = \'PAGO\'";',
      '  const del = `DELETE FROM carrinhos WHERE idcliente = $1`;',
      '  await tx.exec(script);',
      '  return sql`anything`;',
      '}',
    ].join('\n');
    const found = sqlFindings(code);
    expect(found.map((f) => f.line)).toEqual([3, 4, 4, 6, 7, 8, 9, 10]);
    expect(found[0]!.what).toBe('database call db.query(');
    expect(found[2]!.what).toBe('SQL statement "select nome from clientes"');
  });

  it('leaves comments, prose and other calls alone', () => {
    const code = [
      '// SELECT id FROM pedidos is done by the domain; claimed FOR UPDATE SKIP LOCKED.',
      '/* DELETE FROM carrinhos happens at checkout */',
      "const a = 'Selecione o produto e confirme';",
      "const b = 'MAIL FROM and RCPT TO are SMTP commands';",
      'const m = BEARER_RE.exec(header);',
      'const t = socket.handshake.query.ticket;',
      'const s = url.searchParams.get("query");',
      "const u = 'Atualize o endereço para definir a entrega';",
    ].join('\n');
    expect(sqlFindings(code)).toEqual([]);
  });

  it('allows SQL only in commerce-api/src/domain and commerce-api/src/db', () => {
    expect(isSqlHome('commerce-api/src/domain/order/place.ts')).toBe(true);
    expect(isSqlHome('commerce-api/src/db/migrate.ts')).toBe(true);
    expect(isSqlHome('commerce-api/src/routes/orders.ts')).toBe(false);
    expect(isSqlHome('commerce-api/src/domainish.ts')).toBe(false);
  });

  it('finds none in the API today', () => {
    expect(misplacedSql()).toEqual([]);
  });
});
