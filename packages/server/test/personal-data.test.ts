import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  DatabaseUploadStore,
  DirectoryUploadStore,
  UPLOAD_GRACE_MS,
  type UploadStore,
} from '../src/contexts/account/index.js';
import { MEMORY_DATA_DIR, startServer } from '../src/index.js';
import { JPEG, PNG } from './support/api.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { COINS, newVerifiedUser, newWithdrawer, PAY_PASSWORD, walletOf } from './support/wallet.js';

const KEY_1 = randomBytes(32).toString('base64');
const KEY_2 = randomBytes(32).toString('base64');
const HOUR_MS = 60 * 60 * 1000;

const CARD = {
  real_name: 'Grace Hopper',
  bank_name: 'Bank of Arlington',
  branch: 'Navy Yard',
  bank_account: '6222 0000 3333 4444',
};
const INTERNATIONAL = {
  real_name: 'Grace Hopper',
  bank_account: 'GB82WEST12345698765432',
  bank_name: 'Westminster Bank',
  bank_address: '1 Bank Street, London',
  swift_code: 'WESTGB2L',
  aba_number: '021000021',
  phone: '+447700900123',
  cardholder_address: '12 Compiler Road, Arlington',
};

let documents = 0;
/** A passport number no other test uses (one document verifies one account). */
const passport = () => {
  documents += 1;
  return `PD${String(4_000_000 + documents)}`;
};

/** Where the server under test keeps upload bytes: files for PGlite on disk, rows for PostgreSQL. */
const storeOf = (h: Harness): UploadStore =>
  h.database === 'PGlite'
    ? new DirectoryUploadStore(join(h.config.dataDir ?? MEMORY_DATA_DIR, 'uploads'))
    : new DatabaseUploadStore(h.server.database);

/** The stored bytes of an upload as they sit in the store, unopened. */
const rawBytes = async (h: Harness, id: string): Promise<Uint8Array | undefined> => {
  const row = await h.server.database
    .selectFrom('uploads')
    .select('storage_key')
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (h.database === 'PGlite') {
    try {
      return readFileSync(join(h.config.dataDir ?? '', 'uploads', row.storage_key));
    } catch {
      return undefined;
    }
  }
  return storeOf(h).get(row.storage_key);
};

const idOf = (path: string) => path.slice('upload:'.length);

const userIdOf = async (h: Harness, email: string): Promise<number> =>
  (
    await h.server.database
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

describeOnEachDatabase(
  'personal data at rest',
  (h) => {
    const account = async () => {
      const email = await h.api.registerByEmail();
      return { email, token: await h.api.login(email), userId: await userIdOf(h, email) };
    };
    const submitBasic = (token: string, cardId: string, idType = 'passport') =>
      h.api.post(
        '/user/real',
        { real_type: '1', country: 'US', id_type: idType, name: 'Grace Hopper', card_id: cardId },
        { token },
      );
    const inQueue = async (email: string) => {
      const answer = await h.api.operator('GET', '/operator/kyc');
      return (answer.body.message as { user: string; name: string; card_id: string }[]).find(
        (s) => s.user === email,
      );
    };
    const submissionRow = (userId: number) =>
      h.server.database
        .selectFrom('verification_submissions')
        .select(['name', 'card_id', 'document_index'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();

    describe('encryption', () => {
      it('keeps no clear name or document number, and shows the operator both as submitted', async () => {
        const { email, token, userId } = await account();
        const cardId = passport();
        expect((await submitBasic(token, cardId)).body.type).toBe('ok');
        const row = await submissionRow(userId);
        expect(row.name).toMatch(/^v1:[A-Za-z0-9_-]+$/);
        expect(row.card_id).toMatch(/^v1:[A-Za-z0-9_-]+$/);
        expect(row.document_index).toMatch(/^v1:[A-Za-z0-9_-]{43}$/);
        for (const value of Object.values(row)) {
          expect(value).not.toContain('Grace');
          expect(value).not.toContain(cardId.slice(2));
        }
        expect(await inQueue(email)).toMatchObject({ name: 'Grace Hopper', card_id: cardId });
      });

      it('still lets one document verify one account, however it is spelt', async () => {
        const cardId = passport();
        expect((await submitBasic((await account()).token, cardId)).body.type).toBe('ok');
        const other = await account();
        // Another type of document, in small letters, with a dash.
        const respelt = `${cardId.slice(0, 2).toLowerCase()}-${cardId.slice(2)}`;
        expect((await submitBasic(other.token, respelt, 'id_card')).body.code).toBe(
          'VERIFICATION.DOCUMENT_IN_USE',
        );
      });

      it.each([
        ['domestic', 'bank_cards', '/user/cash_save', '/user/cash_info', CARD],
        [
          'international',
          'international_bank_cards',
          '/user/cash_save_international',
          '/user/cash_info_international',
          INTERNATIONAL,
        ],
      ] as const)(
        'keeps no clear detail of a %s bank card, and answers the card unchanged',
        async (_kind, table, save, read, card) => {
          const { token, userId } = await account();
          expect((await h.api.post(save, card, { token })).body.type).toBe('ok');
          const row = await h.server.database
            .selectFrom(table)
            .selectAll()
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          for (const [column, clear] of Object.entries(card)) {
            const stored = (row as unknown as Record<string, string>)[column];
            expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
            expect(stored).not.toContain(clear);
          }
          expect((await h.api.post(read, {}, { token })).body.message).toEqual(card);
        },
      );

      it('keeps the bank details of a withdrawal sealed, showing only the masked account', async () => {
        const { token, userId } = await account();
        await h.api.post('/user/cash_save', CARD, { token });
        // What the withdrawal keeps is written the way the wallet writes it; its rules are tested elsewhere.
        await h.server.database
          .insertInto('withdrawals')
          .values({
            user_id: userId,
            asset: 'USDT',
            amount: '10',
            fee: '1',
            btc_equivalent: '0.0001',
            destination: 'bank',
            network: null,
            address: null,
            bank: JSON.stringify({ ...CARD, kind: 'domestic' }),
            state: 'pending',
            reason: null,
            reference: null,
            created_at: new Date(),
            decided_at: null,
          })
          .execute();
        // Clear, as before encryption: served masked, and sealed at the next start (see below).
        const listed = JSON.stringify((await h.api.operator('GET', '/operator/withdrawals')).body);
        expect(listed).toContain('•••• 4444');
        expect(listed).not.toContain('Grace');
      });

      it('seals the card a bank withdrawal goes to, and lists it masked as before', async () => {
        const user = await newWithdrawer(h.api, h.clock);
        await walletOf(h.api).deposit(user.email, 'USDT', '100');
        expect((await h.api.post('/user/cash_save', CARD, { token: user.token })).body.type).toBe('ok');
        const asked = await h.api.post(
          '/wallet/out',
          { coin_id: COINS.USDT_ERC20, number: '50', payment_password: PAY_PASSWORD, bank: 'domestic' },
          { token: user.token },
        );
        expect(asked.body.type).toBe('ok');
        const userId = await userIdOf(h, user.email);
        const row = await h.server.database
          .selectFrom('withdrawals')
          .select(sql<string>`bank::text`.as('bank'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(row.bank)).toEqual({
          kind: 'domestic',
          masked_account: '•••• 4444',
          sealed: expect.stringMatching(/^v1:[A-Za-z0-9_-]+$/),
        });
        for (const clear of Object.values(CARD)) expect(row.bank).not.toContain(clear);
        const listed = JSON.stringify(
          (await h.api.get('/user/withdraw/list', {}, { token: user.token })).body,
        );
        expect(listed).toContain('•••• 4444');
        expect(listed).toContain('"bank":"domestic"');
      });

      it('seals the bytes of an upload in its store, and serves them unchanged', async () => {
        const { token } = await account();
        const { path, url } = await h.api.uploaded(token, 'id_front', JPEG);
        const raw = await rawBytes(h, idOf(path));
        expect(Buffer.from(raw ?? []).toString('latin1')).toMatch(/^tessera-sealed:v1:/);
        expect(Buffer.from(raw ?? []).includes(Buffer.from(JPEG))).toBe(false);
        const row = await h.server.database
          .selectFrom('uploads')
          .select('sealed_with')
          .where('id', '=', idOf(path))
          .executeTakeFirstOrThrow();
        expect(row.sealed_with).toBe('v1');
        const served = await h.api.file(url, { authorization: token });
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
      });

      it('does not open a sealed value copied into another user’s row', async () => {
        const ada = await account();
        const bob = await account();
        await h.api.post('/user/cash_save', CARD, { token: ada.token });
        await h.api.post('/user/cash_save', { ...CARD, real_name: 'Bob Example' }, { token: bob.token });
        const stolen = await h.server.database
          .selectFrom('bank_cards')
          .select('real_name')
          .where('user_id', '=', ada.userId)
          .executeTakeFirstOrThrow();
        await h.server.database
          .updateTable('bank_cards')
          .set({ real_name: stolen.real_name })
          .where('user_id', '=', bob.userId)
          .execute();
        const answer = await h.api.post('/user/cash_info', {}, { token: bob.token });
        expect(answer.status).toBe(500);
        expect(JSON.stringify(answer.body)).not.toContain('Grace');
        // Nor into another column of the owner's own row.
        await h.server.database
          .updateTable('bank_cards')
          .set({ bank_name: stolen.real_name })
          .where('user_id', '=', ada.userId)
          .execute();
        expect((await h.api.post('/user/cash_info', {}, { token: ada.token })).status).toBe(500);
        // The next start leaves both rows as they are (they do not open) and still starts; they go
        // now, so that the rotation below can drop the old key once everything else is sealed again.
        await h.server.database
          .deleteFrom('bank_cards')
          .where('user_id', 'in', [ada.userId, bob.userId])
          .execute();
      });
    });

    describe('rows from before, and key rotation', () => {
      it('serves clear rows from before encryption, and seals them at the next start', async () => {
        const { email, token, userId } = await account();
        await h.api.post('/user/cash_save', CARD, { token });
        const cardId = passport();
        expect((await submitBasic(token, cardId)).body.type).toBe('ok');
        const { path, url } = await h.api.uploaded(token, 'id_front', PNG);
        // Turn them back into what a server before encryption wrote.
        await h.server.database.updateTable('bank_cards').set(CARD).where('user_id', '=', userId).execute();
        await h.server.database
          .updateTable('verification_submissions')
          .set({ name: 'Grace Hopper', card_id: cardId, document_index: null })
          .where('user_id', '=', userId)
          .execute();
        const clearKey = randomBytes(16).toString('hex');
        await storeOf(h).put(clearKey, PNG);
        await h.server.database
          .updateTable('uploads')
          .set({ storage_key: clearKey, sealed_with: null })
          .where('id', '=', idOf(path))
          .execute();

        expect((await h.api.post('/user/cash_info', {}, { token })).body.message).toEqual(CARD);
        expect(await inQueue(email)).toMatchObject({ name: 'Grace Hopper', card_id: cardId });
        expect(new Uint8Array(await (await h.api.file(url, { authorization: token })).arrayBuffer())).toEqual(
          PNG,
        );

        await h.restart();
        const again = await h.api.login(email);
        const card = await h.server.database
          .selectFrom('bank_cards')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        expect(card.real_name).toMatch(/^v1:/);
        expect(card.bank_account).toMatch(/^v1:/);
        expect(await submissionRow(userId)).toMatchObject({
          name: expect.stringMatching(/^v1:/),
          card_id: expect.stringMatching(/^v1:/),
          document_index: expect.stringMatching(/^v1:/),
        });
        expect(Buffer.from((await rawBytes(h, idOf(path))) ?? []).toString('latin1')).toMatch(
          /^tessera-sealed:v1:/,
        );
        expect(await storeOf(h).get(clearKey)).toBeUndefined();
        const withdrawals = await h.server.database
          .selectFrom('withdrawals')
          .select(sql<string>`bank::text`.as('bank'))
          .where('destination', '=', 'bank')
          .execute();
        for (const { bank } of withdrawals) {
          expect(bank).not.toContain('Grace');
          expect(bank).toContain('"sealed": "v1:');
        }
        expect(JSON.stringify((await h.api.operator('GET', '/operator/withdrawals')).body)).toContain(
          '•••• 4444',
        );

        expect((await h.api.post('/user/cash_info', {}, { token: again })).body.message).toEqual(CARD);
        expect(await inQueue(email)).toMatchObject({ name: 'Grace Hopper', card_id: cardId });
        expect(new Uint8Array(await (await h.api.file(url, { authorization: again })).arrayBuffer())).toEqual(
          PNG,
        );
        // The index given at start guards the number like one written sealed.
        expect((await submitBasic((await account()).token, cardId)).body.code).toBe(
          'VERIFICATION.DOCUMENT_IN_USE',
        );
      });

      it('rotates: the old key still opens, everything is sealed again with the new one, which new writes use', async () => {
        const { email, token, userId } = await account();
        await h.api.post('/user/cash_save', CARD, { token });
        const cardId = passport();
        await submitBasic(token, cardId);
        const { url } = await h.api.uploaded(token, 'id_reverse', JPEG);
        const authenticator = await h.api.post('/safe/two_factor/setup', {}, { token });
        expect(authenticator.body.type).toBe('ok');
        const buyer = await newVerifiedUser(h.api);
        const payer = {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.com',
          phone: '+1 555 0100',
          tax_id: 'US-123456',
        };
        const order = (
          await h.api.post(
            '/buy/order',
            { country: 'US', currency: 'USD', method: 'card', amount: '100', ...payer },
            { token: buyer.token },
          )
        ).body.message;

        await h.restart({ dataKey: `v2:${KEY_2}`, dataKeys: `v1:${KEY_1}` });
        const again = await h.api.login(email);
        expect((await h.api.post('/user/cash_info', {}, { token: again })).body.message).toEqual(CARD);
        expect(await inQueue(email)).toMatchObject({ name: 'Grace Hopper', card_id: cardId });
        expect(new Uint8Array(await (await h.api.file(url, { authorization: again })).arrayBuffer())).toEqual(
          JPEG,
        );
        const sealedWith = await h.server.database
          .selectFrom('uploads')
          .select('sealed_with')
          .distinct()
          .execute();
        expect(sealedWith).toEqual([{ sealed_with: 'v2' }]);
        const card = await h.server.database
          .selectFrom('bank_cards')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        for (const column of Object.keys(CARD)) {
          expect((card as unknown as Record<string, string>)[column]).toMatch(/^v2:/);
        }
        expect(await submissionRow(userId)).toMatchObject({
          card_id: expect.stringMatching(/^v2:/),
          document_index: expect.stringMatching(/^v2:/),
        });
        // The authenticator's secret too.
        const secret = await h.server.database
          .selectFrom('two_factor')
          .select('secret')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        expect(secret.secret).toMatch(/^v2:/);
        expect(secret.secret).not.toContain(authenticator.body.message.secret);
        // And the quick-buy payer's details.
        const stored = await h.server.database
          .selectFrom('quick_buy_orders')
          .select('payer')
          .where('id', '=', String(order.id))
          .executeTakeFirstOrThrow();
        expect(stored.payer).toMatch(/^v2:/);
        const reread = await h.api.get(
          '/buy/order/detail',
          { id: String(order.id) },
          { token: await h.api.login(buyer.email) },
        );
        expect(reread.body.message.payer).toEqual(payer);
        // New writes use the new key, and the re-indexed number still guards its document.
        const fresh = await account();
        await h.api.post('/user/cash_save', CARD, { token: fresh.token });
        const written = await h.server.database
          .selectFrom('bank_cards')
          .select('real_name')
          .where('user_id', '=', fresh.userId)
          .executeTakeFirstOrThrow();
        expect(written.real_name).toMatch(/^v2:/);
        expect((await submitBasic(fresh.token, cardId)).body.code).toBe('VERIFICATION.DOCUMENT_IN_USE');

        // Once everything is sealed again, the old key can go.
        await h.restart({ dataKey: `v2:${KEY_2}` });
        expect(
          (await h.api.post('/user/cash_info', {}, { token: await h.api.login(email) })).body.message,
        ).toEqual(CARD);
      });
    });

    describe('unreferenced uploads', () => {
      /** Makes an upload look `hours` old. */
      const age = (id: string, hours: number) =>
        h.server.database
          .updateTable('uploads')
          .set({ created_at: new Date(h.clock.now().getTime() - hours * HOUR_MS) })
          .where('id', '=', id)
          .execute();
      const exists = async (id: string) =>
        (await h.server.database
          .selectFrom('uploads')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst()) !== undefined;

      it('deletes, row and bytes, only the uploads nobody references a day after they were made', async () => {
        const { token, userId } = await account();
        const upload = async (purpose: string) => idOf((await h.api.uploaded(token, purpose)).path);
        const [avatar, qrcode, front, reverse, proof, old, recent] = [
          await upload('avatar'),
          await upload('wallet_qrcode'),
          await upload('id_front'),
          await upload('id_reverse'),
          await upload('payment_proof'),
          await upload('id_front'),
          await upload('id_front'),
        ] as string[] as [string, string, string, string, string, string, string];
        const db = h.server.database;
        await db.updateTable('users').set({ avatar_upload_id: avatar }).where('id', '=', userId).execute();
        await db
          .insertInto('wallet_addresses')
          .values({
            user_id: userId,
            network: 'TRC20',
            name: 'mine',
            address: `T${randomBytes(16).toString('hex')}`,
            qrcode_upload_id: qrcode,
            created_at: new Date(),
          })
          .execute();
        await db
          .insertInto('verification_submissions')
          .values({
            user_id: userId,
            real_type: 2,
            state: 'review',
            id_type: null,
            name: null,
            card_id: null,
            front_upload_id: front,
            reverse_upload_id: reverse,
            reason: null,
            submitted_at: new Date(),
            reviewed_at: null,
          })
          .execute();
        await db
          .insertInto('deposits')
          .values({
            user_id: userId,
            coin_id: null,
            asset: 'USDT',
            amount: '1',
            source: 'request',
            reference: null,
            proof,
            state: 'pending',
            reason: null,
            created_at: new Date(),
            decided_at: null,
          })
          .execute();
        for (const id of [avatar, qrcode, front, reverse, proof, old]) await age(id, 25);
        await age(recent, 23);
        const oldBytes = await rawBytes(h, old);
        expect(oldBytes).toBeDefined();
        const oldKey = (
          await db.selectFrom('uploads').select('storage_key').where('id', '=', old).executeTakeFirstOrThrow()
        ).storage_key;

        await h.server.sweep();

        expect(await exists(old)).toBe(false);
        expect(await storeOf(h).get(oldKey)).toBeUndefined();
        for (const kept of [avatar, qrcode, front, reverse, proof, recent]) {
          expect(await exists(kept)).toBe(true);
          expect(await rawBytes(h, kept)).toBeDefined();
        }
        // The head portrait is still shown.
        expect((await h.api.get('/user/info', {}, { token })).body.message.head_portrait).toBe(
          `/api/files/${avatar}`,
        );
      });

      it('never leaves a reference to a deleted upload while 200 references race the cleanup', async () => {
        const { userId } = await account();
        const db = h.server.database;
        const store = storeOf(h);
        const ids = Array.from({ length: 200 }, () => randomBytes(16).toString('hex'));
        // Upload i turns a day old i seconds from now: each sweep below makes the next one deletable
        // just as a reference to it is written.
        const start = h.clock.now().getTime() - UPLOAD_GRACE_MS;
        for (const [index, id] of ids.entries()) {
          const storageKey = randomBytes(16).toString('hex');
          await store.put(storageKey, PNG);
          await db
            .insertInto('uploads')
            .values({
              id,
              owner_id: userId,
              purpose: 'wallet_qrcode',
              mime: 'image/png',
              size: PNG.length,
              storage_key: storageKey,
              created_at: new Date(start + (index + 1) * 1000 - 500),
              sealed_with: null,
            })
            .execute();
        }
        let references = 0;
        let refused = 0;
        const reference = async (id: string) => {
          try {
            await db
              .insertInto('wallet_addresses')
              .values({
                user_id: userId,
                network: 'TRC20',
                name: 'race',
                address: `T${id}`,
                qrcode_upload_id: id,
                created_at: new Date(),
              })
              .execute();
            references += 1;
          } catch (error) {
            // The cleanup deleted it first: the foreign key refuses the reference (SQLSTATE 23503).
            expect((error as { code?: string }).code).toBe('23503');
            refused += 1;
          }
        };
        await h.clock.frozen(async () => {
          const racing = ids.flatMap((id, index) => {
            h.clock.advance(1000);
            // A batch that a reference made fail is tried again; a sweep that gives up waits for the next.
            const sweep = () => h.server.sweep().catch(() => undefined);
            // Sent in either order, for PGlite, which runs one statement at a time in the order sent.
            return index % 2 === 0 ? [sweep(), reference(id)] : [reference(id), sweep()];
          });
          await Promise.all(racing);
          await h.server.sweep();
        });

        expect(references + refused).toBe(200);
        const dangling = await db
          .selectFrom('wallet_addresses as w')
          .select('w.qrcode_upload_id')
          .where('w.user_id', '=', userId)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(selectFrom('uploads as u').select('u.id').whereRef('u.id', '=', 'w.qrcode_upload_id')),
            ),
          )
          .execute();
        expect(dangling).toEqual([]);
        const addresses = await db
          .selectFrom('wallet_addresses')
          .select('qrcode_upload_id')
          .where('user_id', '=', userId)
          .execute();
        expect(addresses).toHaveLength(references);
        const kept = new Set(addresses.map((row) => row.qrcode_upload_id));
        for (const id of ids) {
          // Every upload left is referenced, with its bytes; every other one went.
          expect(await exists(id)).toBe(kept.has(id));
          if (kept.has(id)) expect(await rawBytes(h, id)).toBeDefined();
        }
      });
    });
  },
  { dataKey: `v1:${KEY_1}` },
  { durable: true },
);

describe('starting without a data key', () => {
  it('refuses in production, saying what to set', async () => {
    await expect(
      startServer({
        port: 0,
        mode: 'production',
        dataDir: MEMORY_DATA_DIR,
        operatorKey: randomBytes(32).toString('base64'),
        uiDir: '/nonexistent',
      }),
    ).rejects.toThrow(/^DATA_KEY is not set: .*openssl rand -base64 32/);
  });
});
