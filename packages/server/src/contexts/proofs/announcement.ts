import type { Language } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { ArchiveHeadsTable, Database, ReserveSnapshotsTable } from '../../db/schema.js';
import { utcDay } from './reserves.js';

/** The words of the daily notice, per language; the figures and hashes are the same in all. */
interface Words {
  readonly title: (day: string) => string;
  readonly summary: string;
  readonly settlements: string;
  readonly ticks: string;
  readonly records: string;
  readonly head: string;
  readonly reserves: string;
  readonly asset: string;
  readonly root: string;
  readonly liabilities: string;
  readonly declared: string;
  readonly ratio: string;
  readonly check: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    title: (day) => `Proofs of ${day}: archive heads and reserves`,
    summary: 'The settlement and tick chains’ heads and the day’s proof-of-reserves roots, to keep.',
    settlements: 'Settlement archive',
    ticks: 'Tick archive',
    records: 'records',
    head: 'head',
    reserves: 'Proof of reserves',
    asset: 'Asset',
    root: 'Root',
    liabilities: 'Users’ total',
    declared: 'Declared reserves',
    ratio: 'Ratio',
    check:
      'Keep these hashes: if any earlier record were changed, the chains would no longer lead to them. Check every settlement with `tessera-sim verify settlements` and your own balance under Proof of reserves.',
  },
  zh: {
    title: (day) => `${day} 的证明：存档链头与储备`,
    summary: '结算链与行情链的链头，以及当日储备证明的根，请留存。',
    settlements: '结算存档',
    ticks: '行情存档',
    records: '条记录',
    head: '链头',
    reserves: '储备证明',
    asset: '资产',
    root: '根',
    liabilities: '用户总额',
    declared: '申报储备',
    ratio: '比率',
    check:
      '请留存这些哈希值：若任何较早的记录被更改，链将不再通向它们。可用 `tessera-sim verify settlements` 核验每笔结算，并在"储备证明"中核验您自己的余额。',
  },
  hk: {
    title: (day) => `${day} 的證明：存檔鏈頭與儲備`,
    summary: '結算鏈與行情鏈的鏈頭，以及當日儲備證明的根，請留存。',
    settlements: '結算存檔',
    ticks: '行情存檔',
    records: '條記錄',
    head: '鏈頭',
    reserves: '儲備證明',
    asset: '資產',
    root: '根',
    liabilities: '用戶總額',
    declared: '申報儲備',
    ratio: '比率',
    check:
      '請留存這些雜湊值：若任何較早的記錄被更改，鏈將不再通向它們。可用 `tessera-sim verify settlements` 核實每筆結算，並在「儲備證明」中核實您自己的餘額。',
  },
  th: {
    title: (day) => `หลักฐานของวันที่ ${day}: หัวห่วงโซ่ที่เก็บถาวรและทุนสำรอง`,
    summary: 'หัวของห่วงโซ่การชำระราคาและห่วงโซ่ติก และรากของหลักฐานทุนสำรองประจำวัน โปรดเก็บไว้',
    settlements: 'ที่เก็บถาวรการชำระราคา',
    ticks: 'ที่เก็บถาวรติก',
    records: 'รายการ',
    head: 'หัว',
    reserves: 'หลักฐานทุนสำรอง',
    asset: 'สินทรัพย์',
    root: 'ราก',
    liabilities: 'ยอดรวมของผู้ใช้',
    declared: 'ทุนสำรองที่ประกาศ',
    ratio: 'อัตราส่วน',
    check:
      'โปรดเก็บแฮชเหล่านี้ไว้: หากบันทึกก่อนหน้านี้ถูกแก้ไข ห่วงโซ่จะไม่นำไปสู่แฮชเหล่านี้อีก ตรวจสอบการชำระราคาทุกรายการด้วย `tessera-sim verify settlements` และยอดคงเหลือของคุณเองในหน้าหลักฐานทุนสำรอง',
  },
  jp: {
    title: (day) => `${day} の証明：アーカイブの先頭と準備金`,
    summary: '決済チェーンとティックチェーンの先頭、当日の準備金証明のルート。保管してください。',
    settlements: '決済アーカイブ',
    ticks: 'ティックアーカイブ',
    records: '件',
    head: '先頭',
    reserves: '準備金の証明',
    asset: '資産',
    root: 'ルート',
    liabilities: 'ユーザー合計',
    declared: '申告準備金',
    ratio: '比率',
    check:
      'これらのハッシュを保管してください。過去の記録が一つでも変更されれば、チェーンはもうこれらに行き着きません。すべての決済は `tessera-sim verify settlements` で、ご自身の残高は「準備金の証明」で確認できます。',
  },
  pt: {
    title: (day) => `Provas de ${day}: cabeças dos arquivos e reservas`,
    summary:
      'As cabeças das cadeias de liquidações e de ticks e as raízes da prova de reservas do dia, para guardar.',
    settlements: 'Arquivo de liquidações',
    ticks: 'Arquivo de ticks',
    records: 'registos',
    head: 'cabeça',
    reserves: 'Prova de reservas',
    asset: 'Ativo',
    root: 'Raiz',
    liabilities: 'Total dos utilizadores',
    declared: 'Reservas declaradas',
    ratio: 'Rácio',
    check:
      'Guarde estes hashes: se algum registo anterior fosse alterado, as cadeias deixariam de conduzir a eles. Verifique cada liquidação com `tessera-sim verify settlements` e o seu próprio saldo em Prova de reservas.',
  },
  kor: {
    title: (day) => `${day} 증명: 아카이브 헤드와 준비금`,
    summary: '정산 체인과 틱 체인의 헤드, 그리고 당일 준비금 증명의 루트입니다. 보관해 두세요.',
    settlements: '정산 아카이브',
    ticks: '틱 아카이브',
    records: '건',
    head: '헤드',
    reserves: '준비금 증명',
    asset: '자산',
    root: '루트',
    liabilities: '사용자 합계',
    declared: '신고 준비금',
    ratio: '비율',
    check:
      '이 해시를 보관해 두세요. 이전 기록이 하나라도 바뀌면 체인은 더 이상 이 해시로 이어지지 않습니다. 모든 정산은 `tessera-sim verify settlements`로, 본인의 잔액은 준비금 증명에서 확인하세요.',
  },
  fra: {
    title: (day) => `Preuves du ${day} : têtes des archives et réserves`,
    summary:
      'Les têtes des chaînes de règlements et de cours, et les racines de la preuve de réserves du jour, à conserver.',
    settlements: 'Archive des règlements',
    ticks: 'Archive des cours',
    records: 'enregistrements',
    head: 'tête',
    reserves: 'Preuve de réserves',
    asset: 'Actif',
    root: 'Racine',
    liabilities: 'Total des utilisateurs',
    declared: 'Réserves déclarées',
    ratio: 'Ratio',
    check:
      'Conservez ces empreintes : si un enregistrement antérieur était modifié, les chaînes n’y mèneraient plus. Vérifiez chaque règlement avec `tessera-sim verify settlements` et votre propre solde dans Preuve de réserves.',
  },
  spa: {
    title: (day) => `Pruebas del ${day}: cabezas de los archivos y reservas`,
    summary:
      'Las cabezas de las cadenas de liquidaciones y de ticks, y las raíces de la prueba de reservas del día, para conservar.',
    settlements: 'Archivo de liquidaciones',
    ticks: 'Archivo de ticks',
    records: 'registros',
    head: 'cabeza',
    reserves: 'Prueba de reservas',
    asset: 'Activo',
    root: 'Raíz',
    liabilities: 'Total de los usuarios',
    declared: 'Reservas declaradas',
    ratio: 'Ratio',
    check:
      'Conserve estos hashes: si se cambiara cualquier registro anterior, las cadenas dejarían de llevar a ellos. Compruebe cada liquidación con `tessera-sim verify settlements` y su propio saldo en Prueba de reservas.',
  },
};

/** The notice's Markdown in one language: the chains' heads, then a table of the snapshot's roots. */
export const proofsNotice = (
  words: Words,
  heads: readonly Selectable<ArchiveHeadsTable>[],
  snapshots: readonly Selectable<ReserveSnapshotsTable>[],
): string => {
  const chain = (name: 'settlements' | 'ticks', label: string) => {
    const head = heads.find((row) => row.chain === name);
    return `**${label}**: ${Number(head?.count ?? 0)} ${words.records}, ${words.head} \`${head?.hash ?? ''}\``;
  };
  const table = [
    `| ${words.asset} | ${words.liabilities} | ${words.declared} | ${words.ratio} | ${words.root} |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...snapshots.map(
      (row) =>
        `| ${row.asset} | ${row.liabilities} | ${row.reserves} | ${row.ratio ?? '—'} | \`${row.root_hash}\` |`,
    ),
  ];
  return [
    chain('settlements', words.settlements),
    '',
    chain('ticks', words.ticks),
    '',
    `**${words.reserves}**`,
    '',
    ...table,
    '',
    words.check,
  ].join('\n');
};

/**
 * Publishes the day's notice of the proofs (issue 16): both chains' heads as they stand and the
 * day's proof-of-reserves roots, in every language, once the snapshot is taken. Its `seed`
 * (`proofs:<day>`) makes it once a day whatever the processes and restarts. Runs after every tick.
 */
export const announceProofs =
  (db: Kysely<Database>) =>
  async (at: Date): Promise<boolean> => {
    const day = utcDay(at);
    const seed = `proofs:${day}`;
    const published = await db
      .selectFrom('content_articles')
      .select('id')
      .where('seed', '=', seed)
      .executeTakeFirst();
    if (published !== undefined) return false;
    const snapshots = await db
      .selectFrom('reserve_snapshots')
      .selectAll()
      .where('day', '=', day)
      .orderBy('asset')
      .execute();
    if (snapshots.length === 0) return false;
    const heads = await db.selectFrom('archive_heads').selectAll().execute();
    return db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('content_articles')
        .values({
          seed,
          category: 'notice',
          state: 'published',
          version: 1,
          published_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('seed').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created === undefined) return false;
      await trx
        .insertInto('content_texts')
        .values(
          Object.entries(WORDS).map(([lang, words]) => ({
            article_id: created.id,
            lang,
            title: words.title(day),
            summary: words.summary,
            markdown: proofsNotice(words, heads, snapshots),
            updated_at: at,
          })),
        )
        .execute();
      return true;
    });
  };
