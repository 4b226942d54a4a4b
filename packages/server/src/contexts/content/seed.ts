import type { ContentCategory, Language } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** An article's text in one language, in Markdown. */
interface SeedText {
  readonly title: string;
  readonly summary?: string;
  readonly markdown: string;
}

/** An article's texts, one in every language the app offers. */
type SeedTexts = Readonly<Record<Language, SeedText>>;

export interface SeedArticle {
  /** Names the seeded article, so it is put in place once. */
  readonly seed: string;
  readonly category: ContentCategory;
  readonly key?: string;
  readonly topic?: string;
  readonly image?: string;
  readonly link?: string;
  readonly position?: number;
  readonly texts: SeedTexts;
}

/**
 * The content a fresh install publishes: the fixed pages, the products' risk disclosures, the FAQ
 * on the products' rules and fees (the figures are the ones the exchange applies), a few notices,
 * two banners and a welcome pop-up, each in every language. Operators edit or archive any of it
 * afterwards.
 */
export const SEED_CONTENT: readonly SeedArticle[] = [
  {
    seed: 'page-about',
    category: 'page',
    key: 'aboutus',
    texts: {
      en: {
        title: 'About Tessera',
        markdown: `Tessera is an open exchange and wealth app: spot, futures and seconds options, copy trading, locked mining, dual investment, IEO subscriptions, an NFT marketplace, a guess game, OTC loans and quick crypto purchase.

## What sets it apart

- **Outcomes follow recorded prices and published rules only.** Every settlement keeps the recorded ticks, the rule parameters and the calculator version it used, so anyone can work it out again.
- **Money is never a float.** Every amount is an exact decimal, and the ledger balances to the last unit.
- **Randomness can be checked.** The daily quiz's answer and the blind boxes' contents are committed to before anyone plays or buys, and your device checks the proof.

Tessera's source is open: read how it works before you trust it.`,
      },
      zh: {
        title: '关于 Tessera',
        markdown: `Tessera 是一款开放的交易所与理财应用，提供现货、合约、秒合约期权、跟单交易、锁仓挖矿、双币投资、IEO 申购、NFT 市场、竞猜、OTC 借贷以及快捷买币。

## 我们的不同之处

- **结果只取决于记录的价格和公开的规则**。每一笔结算都会保存其所用的行情记录、规则参数和计算器版本，任何人都可以重新核算。
- **金额绝不使用浮点数**。每个金额都是精确的十进制数，账本精确平衡到最小单位。
- **随机性可以验证**。每日问答的答案和盲盒的内容在任何人参与或购买之前就已通过密码学承诺锁定，您的设备会校验相应的证明。

Tessera 的源代码是公开的：在信任它之前，先了解它如何运作。`,
      },
      hk: {
        title: '關於 Tessera',
        markdown: `Tessera 是一款開放的交易所及理財應用程式，提供現貨、合約、秒合約期權、跟單交易、鎖倉挖礦、雙幣投資、IEO 申購、NFT 市場、競猜、OTC 借貸以及快捷買幣。

## 我們的不同之處

- **結果只取決於記錄的價格及公開的規則**。每一筆結算都會保存其所用的行情記錄、規則參數及計算器版本，任何人都可以重新核算。
- **金額絕不使用浮點數**。每個金額都是精確的十進制數，帳本精確平衡至最小單位。
- **隨機性可以驗證**。每日問答的答案及盲盒的內容在任何人參與或購買之前已透過密碼學承諾鎖定，您的裝置會核實相應的證明。

Tessera 的原始碼是公開的：在信任它之前，先了解它如何運作。`,
      },
      th: {
        title: 'เกี่ยวกับ Tessera',
        markdown: `Tessera คือแอปกระดานเทรดและการลงทุนแบบเปิด ให้บริการสปอต ฟิวเจอร์ส ออปชันวินาที คัดลอกการเทรด การขุดแบบล็อก การลงทุนแบบคู่สกุลเงิน การจองซื้อ IEO ตลาด NFT เกมทายผล สินเชื่อ OTC และการซื้อคริปโตแบบด่วน

## จุดที่แตกต่าง

- **ผลลัพธ์เป็นไปตามราคาที่บันทึกไว้และกฎที่เผยแพร่เท่านั้น** การชำระราคาทุกครั้งจะเก็บติกที่บันทึกไว้ พารามิเตอร์ของกฎ และเวอร์ชันของสูตรคำนวณที่ใช้ไว้ ทุกคนจึงคำนวณซ้ำได้
- **จำนวนเงินไม่เคยเป็นเลขทศนิยมลอยตัว (float)** ทุกจำนวนเป็นเลขทศนิยมที่แม่นยำ และบัญชีแยกประเภทสมดุลถึงหน่วยสุดท้าย
- **ความสุ่มตรวจสอบได้** คำตอบของคำถามประจำวันและสิ่งที่อยู่ในกล่องสุ่มถูกผูกมัดไว้ด้วยการเข้ารหัส (commit) ก่อนที่ใครจะเล่นหรือซื้อ และอุปกรณ์ของคุณจะตรวจสอบหลักฐานเอง

ซอร์สโค้ดของ Tessera เปิดเผยต่อสาธารณะ: อ่านวิธีการทำงานก่อนตัดสินใจไว้วางใจ`,
      },
      jp: {
        title: 'Tessera について',
        markdown: `Tessera はオープンな取引所・資産運用アプリです。現物、先物、秒オプション、コピートレード、ロックマイニング、デュアル投資、IEO 申込、NFT マーケット、予想ゲーム、OTC ローン、暗号資産のクイック購入を提供しています。

## Tessera の特長

- **結果は記録された価格と公開されたルールだけで決まります**。すべての決済には、使用した記録済みのティック、ルールのパラメータ、計算式のバージョンが保存されるため、誰でも結果を再計算できます。
- **金額に浮動小数点数は使いません**。すべての金額は正確な10進数で扱われ、台帳は最小単位まで一致します。
- **ランダム性を検証できます**。毎日のクイズの答えとブラインドボックスの中身は、誰かが参加・購入する前にコミットされており、お使いの端末がその証明を検証します。

Tessera のソースコードは公開されています。信頼する前に、その仕組みをご確認ください。`,
      },
      pt: {
        title: 'Sobre a Tessera',
        markdown: `A Tessera é uma bolsa e aplicação de investimento aberta: spot, futuros e opções de segundos, copy trading, mineração bloqueada, investimento duplo, subscrições de IEO, um mercado de NFT, um jogo de palpites, empréstimos OTC e compra rápida de cripto.

## O que a distingue

- **Os resultados seguem apenas preços registados e regras publicadas.** Cada liquidação guarda os ticks registados, os parâmetros das regras e a versão da calculadora que utilizou, para que qualquer pessoa a possa recalcular.
- **O dinheiro nunca é um número de vírgula flutuante.** Cada montante é um decimal exato e o livro-razão fecha até à última unidade.
- **A aleatoriedade pode ser verificada.** A resposta do quiz diário e o conteúdo das caixas-surpresa são comprometidos criptograficamente antes de alguém jogar ou comprar, e o seu dispositivo verifica a prova.

O código-fonte da Tessera é aberto: leia como funciona antes de confiar nela.`,
      },
      kor: {
        title: 'Tessera 소개',
        markdown: `Tessera는 오픈 거래소이자 자산관리 앱입니다. 현물, 선물, 초단위 옵션, 카피 트레이딩, 락업 마이닝, 듀얼 투자, IEO 청약, NFT 마켓, 예측 게임, OTC 대출, 빠른 코인 구매를 제공합니다.

## Tessera만의 차별점

- **결과는 기록된 가격과 공개된 규칙만을 따릅니다.** 모든 정산에는 사용된 기록 틱, 규칙 파라미터, 계산식 버전이 보관되므로 누구나 결과를 다시 계산할 수 있습니다.
- **금액에는 부동소수점을 절대 쓰지 않습니다.** 모든 금액은 정확한 십진수이며, 원장은 마지막 단위까지 정확히 맞아떨어집니다.
- **무작위성을 검증할 수 있습니다.** 매일 퀴즈의 정답과 블라인드 박스의 내용물은 누구도 참여하거나 구매하기 전에 미리 커밋되며, 회원님의 기기가 그 증명을 검증합니다.

Tessera의 소스 코드는 공개되어 있습니다. 신뢰하기 전에 작동 방식을 직접 확인하세요.`,
      },
      fra: {
        title: 'À propos de Tessera',
        markdown: `Tessera est une plateforme d’échange et d’investissement ouverte : spot, futures et options à la seconde, copy trading, minage bloqué, investissement double, souscriptions IEO, marché NFT, jeu de pronostics, prêts OTC et achat rapide de cryptos.

## Ce qui la distingue

- **Les résultats ne dépendent que des prix enregistrés et des règles publiées.** Chaque règlement conserve les ticks enregistrés, les paramètres des règles et la version du calculateur utilisés, afin que chacun puisse le recalculer.
- **L’argent n’est jamais un nombre à virgule flottante.** Chaque montant est un décimal exact, et le registre s’équilibre à la dernière unité près.
- **Le hasard est vérifiable.** La réponse du quiz du jour et le contenu des boîtes mystère font l’objet d’un engagement cryptographique avant que quiconque ne joue ou n’achète, et votre appareil vérifie la preuve.

Le code source de Tessera est ouvert : découvrez son fonctionnement avant de lui faire confiance.`,
      },
      spa: {
        title: 'Acerca de Tessera',
        markdown: `Tessera es una plataforma abierta de trading e inversión: spot, futuros y opciones por segundos, copy trading, minería bloqueada, inversión dual, suscripciones IEO, un mercado de NFT, un juego de predicciones, préstamos OTC y compra rápida de cripto.

## Qué la distingue

- **Los resultados dependen solo de precios registrados y reglas publicadas.** Cada liquidación conserva los ticks registrados, los parámetros de las reglas y la versión de la calculadora que utilizó, para que cualquiera pueda volver a calcularla.
- **El dinero nunca es un número de coma flotante.** Cada importe es un decimal exacto y el libro mayor cuadra hasta la última unidad.
- **El azar se puede comprobar.** La respuesta del quiz del día y el contenido de las cajas sorpresa se comprometen criptográficamente antes de que nadie juegue o compre, y su dispositivo verifica la prueba.

El código fuente de Tessera es abierto: compruebe cómo funciona antes de confiar en él.`,
      },
    },
  },
  {
    seed: 'page-contact',
    category: 'page',
    key: 'contactus',
    texts: {
      en: {
        title: 'Contact us',
        markdown: `## Customer service

Open **Messages → Customer service** in the app to chat with us. We answer every day; your conversation is kept, so you can pick it up on any device.

## Before you write

- Never share your password, your payment password or a verification code with anyone, including us: we will never ask for them.
- Check the anti-phishing code in our emails: a message without yours is not from us.

## By email

support@tessera.example — please write from the address your account uses.`,
      },
      zh: {
        title: '联系我们',
        markdown: `## 在线客服

在应用中打开 **消息中心 → 在线客服** 即可与我们在线沟通。我们每天都会回复；您的对话记录会被保留，可在任何设备上继续。

## 联系前请注意

- 切勿向任何人（包括我们）透露您的登录密码、支付密码或验证码：我们绝不会向您索要。
- 请核对我们邮件中的防钓鱼码：未显示您的防钓鱼码的邮件并非来自我们。

## 电子邮件

support@tessera.example —— 请使用您账户绑定的邮箱发送邮件。`,
      },
      hk: {
        title: '聯絡我們',
        markdown: `## 線上客服

在應用程式中開啟 **消息中心 → 線上客服** 即可與我們線上對話。我們每天都會回覆；您的對話記錄會被保留，可在任何裝置上繼續。

## 聯絡前請注意

- 切勿向任何人（包括我們）透露您的登入密碼、支付密碼或驗證碼：我們絕不會向您索取。
- 請核對我們電郵中的防釣魚碼：未顯示您的防釣魚碼的電郵並非來自我們。

## 電郵

support@tessera.example —— 請使用您帳戶綁定的電郵地址發送。`,
      },
      th: {
        title: 'ติดต่อเรา',
        markdown: `## ฝ่ายบริการลูกค้า

เปิด **ข้อความ → ฝ่ายบริการลูกค้า** ในแอปเพื่อแชทกับเรา เราตอบทุกวัน และบทสนทนาของคุณจะถูกเก็บไว้ คุณจึงคุยต่อได้จากทุกอุปกรณ์

## ก่อนติดต่อเรา

- อย่าบอกรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณแก่ผู้ใด รวมถึงเรา: เราจะไม่ขอข้อมูลเหล่านี้จากคุณเด็ดขาด
- ตรวจสอบรหัสป้องกันฟิชชิงในอีเมลจากเรา: ข้อความที่ไม่มีรหัสของคุณไม่ได้มาจากเรา

## ทางอีเมล

support@tessera.example — โปรดส่งจากอีเมลที่ใช้กับบัญชีของคุณ`,
      },
      jp: {
        title: 'お問い合わせ',
        markdown: `## カスタマーサポート

アプリで **メッセージ → カスタマーサポート** を開くと、チャットでお問い合わせいただけます。毎日対応しており、会話は保存されるため、どの端末からでも続きをご利用いただけます。

## お問い合わせの前に

- パスワード、支払いパスワード、認証コードは、当社を含め誰にも教えないでください。当社がこれらをお尋ねすることは決してありません。
- 当社からのメールに記載されたフィッシング対策コードをご確認ください。お客様のコードが記載されていないメールは当社からのものではありません。

## メールでのお問い合わせ

support@tessera.example — アカウントに登録されているメールアドレスから送信してください。`,
      },
      pt: {
        title: 'Contacte-nos',
        markdown: `## Atendimento ao cliente

Abra **Mensagens → Atendimento ao cliente** na aplicação para falar connosco. Respondemos todos os dias; a sua conversa fica guardada, para que a possa retomar em qualquer dispositivo.

## Antes de escrever

- Nunca partilhe a sua palavra-passe, a sua palavra-passe de pagamento ou um código de verificação com ninguém, incluindo connosco: nunca lhos pediremos.
- Verifique o código antiphishing nos nossos e-mails: uma mensagem sem o seu código não é nossa.

## Por e-mail

support@tessera.example — escreva a partir do endereço de e-mail associado à sua conta.`,
      },
      kor: {
        title: '문의하기',
        markdown: `## 고객센터

앱에서 **메시지 → 고객센터**를 열어 채팅으로 문의하세요. 매일 답변해 드리며, 대화 내용이 보관되므로 어느 기기에서든 이어서 문의할 수 있습니다.

## 문의하기 전에

- 비밀번호, 결제 비밀번호, 인증 코드는 저희를 포함해 누구에게도 알려 주지 마세요. 저희는 절대 이를 요청하지 않습니다.
- 저희가 보낸 이메일의 피싱 방지 코드를 확인하세요. 회원님의 코드가 없는 메시지는 저희가 보낸 것이 아닙니다.

## 이메일 문의

support@tessera.example — 계정에 등록된 이메일 주소로 보내 주세요.`,
      },
      fra: {
        title: 'Nous contacter',
        markdown: `## Service client

Ouvrez **Messages → Service client** dans l’application pour discuter avec nous. Nous répondons tous les jours ; votre conversation est conservée, vous pouvez donc la reprendre sur n’importe quel appareil.

## Avant de nous écrire

- Ne communiquez jamais votre mot de passe, votre mot de passe de paiement ou un code de vérification à qui que ce soit, y compris à nous : nous ne vous les demanderons jamais.
- Vérifiez le code anti-hameçonnage dans nos e-mails : un message qui ne contient pas le vôtre ne vient pas de nous.

## Par e-mail

support@tessera.example — veuillez écrire depuis l’adresse utilisée par votre compte.`,
      },
      spa: {
        title: 'Contacto',
        markdown: `## Atención al cliente

Abra **Mensajes → Atención al cliente** en la aplicación para chatear con nosotros. Respondemos todos los días; su conversación se conserva, así que puede retomarla en cualquier dispositivo.

## Antes de escribirnos

- No comparta nunca su contraseña, su contraseña de pago ni un código de verificación con nadie, ni siquiera con nosotros: nunca se los pediremos.
- Compruebe el código antiphishing de nuestros correos: un mensaje sin el suyo no procede de nosotros.

## Por correo electrónico

support@tessera.example — escríbanos desde la dirección que utiliza su cuenta.`,
      },
    },
  },
  {
    seed: 'page-compliance',
    category: 'page',
    key: 'operational_compliance',
    texts: {
      en: {
        title: 'Operational compliance',
        markdown: `## Identity verification

- **Basic (level 1):** withdrawals up to 200 BTC worth in 24 hours; quick buy up to 2,000 USDT per order.
- **Advanced (level 2):** withdrawals up to 500 BTC worth in 24 hours; quick buy up to 1,000,000 USDT per order.

Your email and mobile must both be bound before verification passes. One identity document verifies one account.

## Where products are offered

Seconds options are not offered to residents of the countries the exchange lists as restricted. Quick buy is available from the countries its page lists.

## Your data

Personal data (documents, bank details, names) is encrypted at rest. Passwords and session tokens are stored only as hashes. Every movement of money is recorded in a double-entry ledger that is audited continuously.

## Security holds

After you change your password, bind a new contact or add a withdrawal address, withdrawals wait 24 hours, so a stolen session cannot empty your account at once.`,
      },
      zh: {
        title: '合规运营',
        markdown: `## 身份认证

- **初级（等级 1）**：24 小时内可提币价值不超过 200 BTC 的资产；快捷买币每笔不超过 2,000 USDT。
- **高级（等级 2）**：24 小时内可提币价值不超过 500 BTC 的资产；快捷买币每笔不超过 1,000,000 USDT。

须同时绑定邮箱和手机号，认证才能通过。一份身份证件只能认证一个账户。

## 产品提供范围

秒合约期权不向交易所列为受限国家的居民提供。快捷买币仅面向其页面所列的国家提供。

## 您的数据

个人数据（证件、银行信息、姓名）均加密存储。密码和会话令牌仅以哈希值形式保存。每一笔资金变动都记录在持续审计的复式记账账本中。

## 安全保护期

修改密码、绑定新的联系方式或添加提币地址后，提币需等待 24 小时，以防被盗用的会话一次性转空您的账户。`,
      },
      hk: {
        title: '合規營運',
        markdown: `## 身份認證

- **初級（等級 1）**：24 小時內可提幣價值不超過 200 BTC 的資產；快捷買幣每筆不超過 2,000 USDT。
- **高級（等級 2）**：24 小時內可提幣價值不超過 500 BTC 的資產；快捷買幣每筆不超過 1,000,000 USDT。

須同時綁定電郵及手機號碼，認證才能通過。一份身份證明文件只能認證一個帳戶。

## 產品提供範圍

秒合約期權不向交易所列為受限國家的居民提供。快捷買幣僅向其頁面所列的國家提供。

## 您的資料

個人資料（證件、銀行資料、姓名）均經加密儲存。密碼及會話令牌僅以雜湊值形式保存。每一筆資金變動均記錄於持續審計的複式記帳帳本中。

## 安全保護期

修改密碼、綁定新的聯絡方式或新增提幣地址後，提幣需等待 24 小時，以防被盜用的會話一次性清空您的帳戶。`,
      },
      th: {
        title: 'การปฏิบัติตามข้อกำหนด',
        markdown: `## การยืนยันตัวตน

- **พื้นฐาน (ระดับ 1):** ถอนได้สูงสุดเทียบเท่า 200 BTC ภายใน 24 ชั่วโมง และซื้อด่วนได้สูงสุด 2,000 USDT ต่อคำสั่ง
- **ขั้นสูง (ระดับ 2):** ถอนได้สูงสุดเทียบเท่า 500 BTC ภายใน 24 ชั่วโมง และซื้อด่วนได้สูงสุด 1,000,000 USDT ต่อคำสั่ง

ต้องผูกทั้งอีเมลและหมายเลขมือถือก่อน การยืนยันตัวตนจึงจะผ่าน เอกสารแสดงตัวตนหนึ่งฉบับใช้ยืนยันได้หนึ่งบัญชีเท่านั้น

## พื้นที่ที่ให้บริการผลิตภัณฑ์

ไม่มีบริการออปชันวินาทีสำหรับผู้พำนักในประเทศที่กระดานเทรดระบุว่าเป็นประเทศที่ถูกจำกัด ส่วนการซื้อด่วนใช้ได้จากประเทศที่ระบุไว้ในหน้าของบริการนั้น

## ข้อมูลของคุณ

ข้อมูลส่วนบุคคล (เอกสาร ข้อมูลธนาคาร ชื่อ) ถูกเข้ารหัสขณะจัดเก็บ รหัสผ่านและโทเคนเซสชันถูกเก็บในรูปแฮชเท่านั้น ทุกการเคลื่อนไหวของเงินถูกบันทึกในบัญชีแยกประเภทแบบบัญชีคู่ที่ได้รับการตรวจสอบอย่างต่อเนื่อง

## การระงับเพื่อความปลอดภัย

หลังจากคุณเปลี่ยนรหัสผ่าน ผูกช่องทางติดต่อใหม่ หรือเพิ่มที่อยู่สำหรับถอน การถอนจะต้องรอ 24 ชั่วโมง เพื่อไม่ให้ผู้ที่ขโมยเซสชันไปถอนเงินออกจากบัญชีของคุณได้ทั้งหมดในทันที`,
      },
      jp: {
        title: '運営コンプライアンス',
        markdown: `## 本人確認

- **基本（レベル 1）**：24 時間あたり 200 BTC 相当までの出金、1 回の注文あたり 2,000 USDT までのクイック購入。
- **上級（レベル 2）**：24 時間あたり 500 BTC 相当までの出金、1 回の注文あたり 1,000,000 USDT までのクイック購入。

本人確認を通過するには、メールアドレスと携帯電話番号の両方を連携しておく必要があります。1 つの本人確認書類で認証できるのは 1 つのアカウントのみです。

## 商品の提供地域

秒オプションは、取引所が制限対象として指定する国の居住者には提供していません。クイック購入は、そのページに記載された国からご利用いただけます。

## お客様のデータ

個人データ（本人確認書類、銀行口座情報、氏名）は暗号化して保存しています。パスワードとセッショントークンはハッシュ値としてのみ保存します。資金の移動はすべて複式簿記の台帳に記録され、継続的に監査されています。

## セキュリティ保留

パスワードの変更、新しい連絡先の連携、出金アドレスの追加を行うと、出金は 24 時間保留されます。これにより、セッションが盗まれても口座の資産を一度に引き出されることを防ぎます。`,
      },
      pt: {
        title: 'Conformidade operacional',
        markdown: `## Verificação de identidade

- **Básica (nível 1):** levantamentos até ao equivalente a 200 BTC em 24 horas; compra rápida até 2000 USDT por ordem.
- **Avançada (nível 2):** levantamentos até ao equivalente a 500 BTC em 24 horas; compra rápida até 1 000 000 USDT por ordem.

O seu e-mail e o seu telemóvel têm de estar ambos associados para que a verificação seja aprovada. Cada documento de identificação verifica uma única conta.

## Onde os produtos são oferecidos

As opções de segundos não são oferecidas a residentes dos países que a bolsa indica como restritos. A compra rápida está disponível a partir dos países indicados na respetiva página.

## Os seus dados

Os dados pessoais (documentos, dados bancários, nomes) são guardados encriptados. As palavras-passe e os tokens de sessão são guardados apenas sob a forma de hashes. Cada movimento de dinheiro é registado num livro-razão de partidas dobradas auditado continuamente.

## Retenções de segurança

Depois de alterar a palavra-passe, associar um novo contacto ou adicionar um endereço de levantamento, os levantamentos ficam em espera durante 24 horas, para que uma sessão roubada não possa esvaziar a sua conta de imediato.`,
      },
      kor: {
        title: '운영 컴플라이언스',
        markdown: `## 신원 인증

- **기본 (1등급):** 24시간 동안 200 BTC 상당까지 출금, 빠른 구매는 주문당 2,000 USDT까지.
- **고급 (2등급):** 24시간 동안 500 BTC 상당까지 출금, 빠른 구매는 주문당 1,000,000 USDT까지.

인증을 통과하려면 이메일과 휴대폰 번호를 모두 연결해야 합니다. 신분증 하나로 하나의 계정만 인증할 수 있습니다.

## 상품 제공 지역

초단위 옵션은 거래소가 제한 국가로 지정한 국가의 거주자에게는 제공되지 않습니다. 빠른 구매는 해당 페이지에 안내된 국가에서 이용할 수 있습니다.

## 회원님의 데이터

개인 데이터(신분증, 은행 정보, 이름)는 암호화되어 저장됩니다. 비밀번호와 세션 토큰은 해시로만 저장됩니다. 모든 자금 이동은 상시 감사되는 복식부기 원장에 기록됩니다.

## 보안 보류

비밀번호를 변경하거나, 새 연락처를 연결하거나, 출금 주소를 추가하면 24시간 동안 출금이 보류됩니다. 세션을 탈취당하더라도 계정 자산이 한 번에 빠져나가지 않도록 하기 위함입니다.`,
      },
      fra: {
        title: 'Conformité opérationnelle',
        markdown: `## Vérification d’identité

- **De base (niveau 1) :** retraits jusqu’à l’équivalent de 200 BTC sur 24 heures ; achat rapide jusqu’à 2 000 USDT par ordre.
- **Avancée (niveau 2) :** retraits jusqu’à l’équivalent de 500 BTC sur 24 heures ; achat rapide jusqu’à 1 000 000 USDT par ordre.

Votre e-mail et votre mobile doivent tous deux être liés pour que la vérification aboutisse. Une pièce d’identité ne permet de vérifier qu’un seul compte.

## Où les produits sont proposés

Les options à la seconde ne sont pas proposées aux résidents des pays que la plateforme classe comme restreints. L’achat rapide est disponible depuis les pays indiqués sur sa page.

## Vos données

Les données personnelles (pièces d’identité, coordonnées bancaires, noms) sont chiffrées au repos. Les mots de passe et les jetons de session ne sont conservés que sous forme de hachages. Chaque mouvement de fonds est inscrit dans un registre en partie double audité en continu.

## Blocages de sécurité

Après un changement de mot de passe, la liaison d’un nouveau contact ou l’ajout d’une adresse de retrait, les retraits sont suspendus pendant 24 heures, afin qu’une session volée ne puisse pas vider votre compte d’un seul coup.`,
      },
      spa: {
        title: 'Cumplimiento operativo',
        markdown: `## Verificación de identidad

- **Básica (nivel 1):** retiros de hasta el equivalente a 200 BTC en 24 horas; compra rápida de hasta 2000 USDT por orden.
- **Avanzada (nivel 2):** retiros de hasta el equivalente a 500 BTC en 24 horas; compra rápida de hasta 1.000.000 USDT por orden.

Su correo electrónico y su móvil deben estar vinculados para que la verificación se apruebe. Cada documento de identidad verifica una sola cuenta.

## Dónde se ofrecen los productos

Las opciones por segundos no se ofrecen a residentes de los países que la plataforma considera restringidos. La compra rápida está disponible desde los países que indica su página.

## Sus datos

Los datos personales (documentos, datos bancarios, nombres) se almacenan cifrados. Las contraseñas y los tokens de sesión solo se guardan como hashes. Cada movimiento de dinero se registra en un libro mayor de partida doble que se audita de forma continua.

## Retenciones de seguridad

Después de cambiar su contraseña, vincular un nuevo contacto o añadir una dirección de retiro, los retiros esperan 24 horas, para que una sesión robada no pueda vaciar su cuenta de golpe.`,
      },
    },
  },
  {
    seed: 'page-risk-options',
    category: 'page',
    key: 'risk_options',
    texts: {
      en: {
        title: 'Risk disclosure: seconds options',
        markdown: `Seconds options are short bets on the direction of a price over 30 seconds to 5 minutes.

- **You can lose your whole stake** on every option. A right call pays your stake plus the payout rate shown before you confirm; a wrong call pays nothing; an unchanged price returns your stake.
- **The house has an edge.** At a payout rate below 100 %, a random call loses money on average; the order page shows that expected loss before every order.
- **Results follow recorded prices only:** the tick in force when the option opens and the one in force when it expires, both kept with the settlement.
- Trade only money you can afford to lose. Seconds options are not offered in restricted countries.`,
      },
      zh: {
        title: '风险披露：秒合约期权',
        markdown: `秒合约期权是对价格在 30 秒至 5 分钟内涨跌方向的短期押注。

- **您可能损失全部投入**，每一笔期权皆是如此。判断正确可收回投入，并获得确认前所示收益率对应的收益；判断错误则一无所得；价格不变则退还投入。
- **平台具有统计优势**。收益率低于 100% 时，随机判断平均而言会亏损；每次下单前，下单页面都会显示该预期亏损。
- **结果仅取决于记录的价格**：即期权开始时生效的行情与到期时生效的行情，二者均随结算结果一并保存。
- 请仅使用您能承受损失的资金进行交易。秒合约期权不向受限国家提供。`,
      },
      hk: {
        title: '風險披露：秒合約期權',
        markdown: `秒合約期權是對價格在 30 秒至 5 分鐘內升跌方向的短期押注。

- **您可能損失全部投入**，每一筆期權皆是如此。判斷正確可取回投入，並獲得確認前所示收益率對應的收益；判斷錯誤則一無所得；價格不變則退還投入。
- **平台具有統計優勢**。收益率低於 100% 時，隨機判斷平均而言會虧損；每次下單前，下單頁面都會顯示該預期虧損。
- **結果僅取決於記錄的價格**：即期權開始時生效的行情與到期時生效的行情，兩者均隨結算結果一併保存。
- 請僅以您能承受損失的資金進行交易。秒合約期權不向受限國家提供。`,
      },
      th: {
        title: 'การเปิดเผยความเสี่ยง: ออปชันวินาที',
        markdown: `ออปชันวินาทีคือการเดิมพันระยะสั้นว่าราคาจะขึ้นหรือลงภายใน 30 วินาทีถึง 5 นาที

- **คุณอาจเสียเงินเดิมพันทั้งหมด** ในทุกออปชัน หากเดาถูก คุณจะได้รับเงินเดิมพันคืนพร้อมผลตอบแทนตามอัตราจ่ายที่แสดงก่อนยืนยัน หากเดาผิดจะไม่ได้รับอะไรเลย และหากราคาไม่เปลี่ยนจะได้รับเงินเดิมพันคืน
- **แพลตฟอร์มได้เปรียบ** เมื่ออัตราจ่ายต่ำกว่า 100% การเดาแบบสุ่มจะขาดทุนโดยเฉลี่ย หน้าคำสั่งจะแสดงผลขาดทุนที่คาดไว้นั้นก่อนทุกคำสั่ง
- **ผลลัพธ์เป็นไปตามราคาที่บันทึกไว้เท่านั้น:** ติกที่มีผล ณ เวลาที่ออปชันเปิด และติกที่มีผล ณ เวลาที่หมดอายุ ซึ่งทั้งสองจะถูกเก็บไว้พร้อมกับการชำระราคา
- เทรดด้วยเงินที่คุณรับการสูญเสียได้เท่านั้น ไม่มีบริการออปชันวินาทีในประเทศที่ถูกจำกัด`,
      },
      jp: {
        title: 'リスク開示：秒オプション',
        markdown: `秒オプションは、30 秒から 5 分の間に価格が上がるか下がるかを予想する短期の賭けです。

- どのオプションでも、**賭け金をすべて失う可能性があります**。予想が当たれば、賭け金に加えて確定前に表示されるペイアウト率分を受け取れます。外れた場合は何も受け取れず、価格が変わらなかった場合は賭け金が返還されます。
- **取引所側に優位性があります**。ペイアウト率が 100% 未満の場合、ランダムに予想すると平均して損失が出ます。注文ページでは、注文のたびにその期待損失を事前に表示します。
- **結果は記録された価格のみに基づきます**：オプション開始時に有効なティックと満期時に有効なティックで、どちらも決済とともに保存されます。
- 失っても問題のない資金だけで取引してください。秒オプションは制限対象国では提供していません。`,
      },
      pt: {
        title: 'Divulgação de riscos: opções de segundos',
        markdown: `As opções de segundos são apostas de curto prazo na direção de um preço, num período de 30 segundos a 5 minutos.

- **Pode perder toda a sua aposta** em cada opção. Um palpite certo paga a aposta mais a taxa de pagamento apresentada antes de confirmar; um palpite errado não paga nada; um preço inalterado devolve a aposta.
- **A casa tem vantagem.** Com uma taxa de pagamento inferior a 100%, um palpite aleatório perde dinheiro em média; a página da ordem mostra essa perda esperada antes de cada ordem.
- **Os resultados seguem apenas preços registados:** o tick em vigor quando a opção abre e o tick em vigor quando expira, ambos guardados com a liquidação.
- Negoceie apenas com dinheiro que se pode dar ao luxo de perder. As opções de segundos não são oferecidas em países restritos.`,
      },
      kor: {
        title: '위험 고지: 초단위 옵션',
        markdown: `초단위 옵션은 30초에서 5분 동안 가격의 방향에 거는 단기 베팅입니다.

- **모든 옵션에서 베팅 금액 전부를 잃을 수 있습니다.** 예측이 맞으면 베팅 금액과 함께 확인 전에 표시된 지급률만큼의 수익을 받고, 틀리면 아무것도 받지 못하며, 가격이 변하지 않으면 베팅 금액을 돌려받습니다.
- **거래소에 유리한 구조입니다.** 지급률이 100% 미만이면 무작위 예측은 평균적으로 손실을 봅니다. 주문 페이지는 주문할 때마다 그 예상 손실을 미리 보여 줍니다.
- **결과는 기록된 가격만을 따릅니다:** 옵션이 시작될 때 유효한 틱과 만기 시 유효한 틱이며, 둘 다 정산 내역과 함께 보관됩니다.
- 잃어도 감당할 수 있는 자금으로만 거래하세요. 초단위 옵션은 제한 국가에서는 제공되지 않습니다.`,
      },
      fra: {
        title: 'Avertissement sur les risques : options à la seconde',
        markdown: `Les options à la seconde sont des paris à court terme sur le sens d’un prix, sur une durée de 30 secondes à 5 minutes.

- **Vous pouvez perdre toute votre mise** sur chaque option. Un bon pronostic rapporte votre mise plus le taux de gain affiché avant confirmation ; un mauvais ne rapporte rien ; un prix inchangé vous rend votre mise.
- **La maison a l’avantage.** Avec un taux de gain inférieur à 100 %, un pronostic au hasard perd de l’argent en moyenne ; la page d’ordre affiche cette perte attendue avant chaque ordre.
- **Les résultats ne dépendent que des prix enregistrés :** le tick en vigueur à l’ouverture de l’option et celui en vigueur à son échéance, tous deux conservés avec le règlement.
- N’engagez que l’argent que vous pouvez vous permettre de perdre. Les options à la seconde ne sont pas proposées dans les pays restreints.`,
      },
      spa: {
        title: 'Divulgación de riesgos: opciones por segundos',
        markdown: `Las opciones por segundos son apuestas a corto plazo sobre la dirección de un precio en un plazo de 30 segundos a 5 minutos.

- **Puede perder toda su apuesta** en cada opción. Un pronóstico acertado paga su apuesta más la tasa de pago que se muestra antes de confirmar; uno erróneo no paga nada; un precio sin cambios le devuelve la apuesta.
- **La casa tiene ventaja.** Con una tasa de pago inferior al 100 %, un pronóstico al azar pierde dinero de media; la página de la orden muestra esa pérdida esperada antes de cada orden.
- **Los resultados dependen solo de precios registrados:** el tick vigente cuando se abre la opción y el vigente cuando vence, ambos guardados con la liquidación.
- Opere solo con dinero que pueda permitirse perder. Las opciones por segundos no se ofrecen en países restringidos.`,
      },
    },
  },
  {
    seed: 'page-risk-futures',
    category: 'page',
    key: 'risk_futures',
    texts: {
      en: {
        title: 'Risk disclosure: futures and stock contracts',
        markdown: `Futures multiply your exposure: a small price move can take your whole margin.

- **Leverage:** at 10×, a 1 % move against you costs 10 % of your margin. Crypto contracts go up to 100×, stock contracts up to 10×.
- **Liquidation:** a position is closed when its loss reaches its margin less the maintenance share (20 % for crypto, 30 % for stocks). The liquidation price is shown before you confirm.
- **Fees:** 0.05 % of the position's value to open and again to close (0.1 % for stocks), and an overnight fee each night from the margin (0.03 %, or 0.02 % for stocks).
- **Take-profit and stop-loss** act on the first recorded price that reaches them and close at that price, which may be beyond your level when the price jumps.
- Stock contracts trade only in their exchange's hours; prices can gap at the open.`,
      },
      zh: {
        title: '风险披露：合约与股票合约',
        markdown: `合约会放大您的风险敞口：价格的小幅波动就可能让您损失全部保证金。

- **杠杆**：在 10× 杠杆下，价格反向变动 1% 将使您损失 10% 的保证金。加密货币合约杠杆最高 100×，股票合约最高 10×。
- **强平**：当仓位亏损达到保证金扣除维持比例（加密货币 20%，股票 30%）后的金额时，仓位将被平仓。强平价会在您确认前显示。
- **费用**：开仓和平仓时各收取仓位价值的 0.05%（股票为 0.1%），并于每晚从保证金中扣除隔夜费（0.03%，股票为 0.02%）。
- **止盈和止损**在首个触及其设定水平的记录价格上触发，并以该价格平仓；价格跳空时，该价格可能超出您设定的水平。
- 股票合约仅在其所属交易所的交易时段内交易；开盘时价格可能跳空。`,
      },
      hk: {
        title: '風險披露：合約及股票合約',
        markdown: `合約會放大您的風險敞口：價格的小幅波動便可能令您損失全部保證金。

- **槓桿**：在 10× 槓桿下，價格反向變動 1% 將令您損失 10% 的保證金。加密貨幣合約槓桿最高 100×，股票合約最高 10×。
- **強平**：當倉位虧損達到保證金扣除維持比例（加密貨幣 20%，股票 30%）後的金額時，倉位將被平倉。強平價會在您確認前顯示。
- **費用**：開倉及平倉時各收取倉位價值的 0.05%（股票為 0.1%），並於每晚從保證金中扣除隔夜費（0.03%，股票為 0.02%）。
- **止盈及止損**於首個觸及其設定水平的記錄價格觸發，並以該價格平倉；價格跳空時，該價格可能超出您設定的水平。
- 股票合約僅於其所屬交易所的交易時段內買賣；開市時價格可能出現跳空。`,
      },
      th: {
        title: 'การเปิดเผยความเสี่ยง: ฟิวเจอร์สและสัญญาหุ้น',
        markdown: `ฟิวเจอร์สขยายความเสี่ยงของคุณ: ราคาที่เคลื่อนไหวเพียงเล็กน้อยอาจทำให้คุณเสียมาร์จิ้นทั้งหมด

- **เลเวอเรจ:** ที่ 10× ราคาที่เคลื่อนไหวสวนทางคุณ 1% จะทำให้เสียมาร์จิ้น 10% สัญญาคริปโตใช้เลเวอเรจได้สูงสุด 100× และสัญญาหุ้นสูงสุด 10×
- **การบังคับปิดสถานะ:** สถานะจะถูกปิดเมื่อผลขาดทุนถึงมาร์จิ้นหักส่วนรักษาสถานะ (20% สำหรับคริปโต 30% สำหรับหุ้น) ราคาบังคับปิดสถานะจะแสดงก่อนคุณยืนยัน
- **ค่าธรรมเนียม:** 0.05% ของมูลค่าสถานะเมื่อเปิด และอีกครั้งเมื่อปิด (0.1% สำหรับหุ้น) รวมถึงค่าธรรมเนียมข้ามคืนที่หักจากมาร์จิ้นทุกคืน (0.03% หรือ 0.02% สำหรับหุ้น)
- **ทำกำไรและตัดขาดทุน** ทำงานที่ราคาที่บันทึกไว้ราคาแรกที่แตะถึงระดับนั้น และปิดที่ราคานั้น ซึ่งอาจเลยระดับที่คุณตั้งไว้เมื่อราคากระโดด
- สัญญาหุ้นซื้อขายได้เฉพาะในเวลาทำการของตลาดหลักทรัพย์ที่เกี่ยวข้อง และราคาอาจเปิดกระโดด (gap) เมื่อตลาดเปิด`,
      },
      jp: {
        title: 'リスク開示：先物と株式先物',
        markdown: `先物はエクスポージャーを拡大します。わずかな価格変動で証拠金をすべて失うことがあります。

- **レバレッジ**：10× の場合、価格が 1% 不利に動くと証拠金の 10% を失います。暗号資産の先物は最大 100×、株式先物は最大 10× です。
- **ロスカット**：ポジションの損失が、証拠金から維持率分（暗号資産は 20%、株式は 30%）を差し引いた額に達すると、ポジションは決済されます。ロスカット価格は確定前に表示されます。
- **手数料**：新規建てと決済の際にそれぞれポジション価値の 0.05%（株式は 0.1%）がかかり、さらに毎晩、証拠金からオーバーナイト手数料（0.03%、株式は 0.02%）が差し引かれます。
- **利確と損切り**は、その水準に達した最初の記録価格で発動し、その価格で決済されます。価格が急変した場合は、設定した水準を超えた価格になることがあります。
- 株式先物は各取引所の取引時間内にのみ取引できます。取引開始時に価格が窓を開けることがあります。`,
      },
      pt: {
        title: 'Divulgação de riscos: futuros e contratos de ações',
        markdown: `Os futuros multiplicam a sua exposição: um pequeno movimento de preço pode levar toda a sua margem.

- **Alavancagem:** a 10×, um movimento de 1% contra si custa 10% da sua margem. Os contratos de cripto vão até 100× e os contratos de ações até 10×.
- **Liquidação:** uma posição é fechada quando a sua perda atinge a margem menos a parte de manutenção (20% para cripto, 30% para ações). O preço de liquidação é apresentado antes de confirmar.
- **Taxas:** 0,05% do valor da posição na abertura e novamente no fecho (0,1% para ações), e uma taxa overnight todas as noites, retirada da margem (0,03%, ou 0,02% para ações).
- **Take profit e stop loss** atuam sobre o primeiro preço registado que os atinja e fecham a esse preço, que pode ir além do seu nível quando o preço salta.
- Os contratos de ações só são negociados no horário da respetiva bolsa; os preços podem abrir com um gap.`,
      },
      kor: {
        title: '위험 고지: 선물 및 주식 계약',
        markdown: `선물은 노출 규모를 키웁니다. 작은 가격 변동으로도 증거금 전부를 잃을 수 있습니다.

- **레버리지:** 10×에서는 가격이 불리한 방향으로 1% 움직이면 증거금의 10%를 잃습니다. 암호화폐 계약은 최대 100×, 주식 계약은 최대 10×입니다.
- **강제 청산:** 포지션의 손실이 증거금에서 유지 비율(암호화폐 20%, 주식 30%)을 뺀 금액에 이르면 포지션이 청산됩니다. 강제청산가는 확인 전에 표시됩니다.
- **수수료:** 진입 시와 청산 시에 각각 포지션 가치의 0.05%(주식은 0.1%)가 부과되며, 매일 밤 증거금에서 오버나이트 수수료(0.03%, 주식은 0.02%)가 차감됩니다.
- **익절과 손절**은 해당 수준에 처음 도달한 기록 가격에서 작동하여 그 가격으로 청산되며, 가격이 급변하면 설정한 수준을 넘어설 수 있습니다.
- 주식 계약은 해당 거래소의 거래 시간에만 거래되며, 개장 시 가격 갭이 발생할 수 있습니다.`,
      },
      fra: {
        title: 'Avertissement sur les risques : futures et contrats sur actions',
        markdown: `Les futures démultiplient votre exposition : un faible mouvement de prix peut emporter toute votre marge.

- **Effet de levier :** à 10×, un mouvement de 1 % contre vous coûte 10 % de votre marge. Les contrats crypto vont jusqu’à 100×, les contrats sur actions jusqu’à 10×.
- **Liquidation :** une position est clôturée lorsque sa perte atteint sa marge diminuée de la part de maintenance (20 % pour les cryptos, 30 % pour les actions). Le prix de liquidation est affiché avant votre confirmation.
- **Frais :** 0,05 % de la valeur de la position à l’ouverture, puis de nouveau à la clôture (0,1 % pour les actions), et des frais de nuit prélevés chaque nuit sur la marge (0,03 %, ou 0,02 % pour les actions).
- **La prise de bénéfices et le stop loss** se déclenchent au premier prix enregistré qui les atteint et clôturent à ce prix, qui peut dépasser votre niveau lorsque le prix saute.
- Les contrats sur actions ne se négocient qu’aux heures d’ouverture de leur bourse ; les prix peuvent ouvrir en gap.`,
      },
      spa: {
        title: 'Divulgación de riesgos: futuros y contratos de acciones',
        markdown: `Los futuros multiplican su exposición: un pequeño movimiento del precio puede llevarse todo su margen.

- **Apalancamiento:** a 10×, un movimiento del 1 % en su contra le cuesta el 10 % de su margen. Los contratos de cripto llegan hasta 100× y los de acciones hasta 10×.
- **Liquidación:** una posición se cierra cuando su pérdida alcanza su margen menos la parte de mantenimiento (20 % para cripto, 30 % para acciones). El precio de liquidación se muestra antes de confirmar.
- **Comisiones:** 0,05 % del valor de la posición al abrir y otra vez al cerrar (0,1 % para acciones), y una comisión nocturna cada noche, descontada del margen (0,03 %, o 0,02 % para acciones).
- **La toma de ganancias y el stop loss** actúan sobre el primer precio registrado que los alcanza y cierran a ese precio, que puede ir más allá de su nivel cuando el precio salta.
- Los contratos de acciones solo se negocian en el horario de su bolsa; los precios pueden abrir con un hueco (gap).`,
      },
    },
  },
  ...faq(),
  {
    seed: 'notice-copy-trading',
    category: 'notice',
    texts: {
      en: {
        title: 'Copy trading is live',
        summary: 'Follow traders whose records the exchange computes from recorded positions only.',
        markdown: `Copy trading is open to every user.

- Traders' records (return, win rate, maximum drawdown) are computed every hour from their **closed, recorded positions only**: nobody can edit them.
- When a trader you follow opens a futures position, your copy opens at the same recorded price; when they close, it closes at the same tick.
- A copy your margin cannot cover is skipped, and you are told.

Read the follow agreement before you start.`,
      },
      zh: {
        title: '跟单交易正式上线',
        summary: '跟随交易员，其战绩由交易所仅根据已记录的仓位计算。',
        markdown: `跟单交易现已向所有用户开放。

- 交易员的战绩（收益率、胜率、最大回撤）每小时根据其**已平仓且已记录的仓位**计算：任何人都无法修改。
- 当您跟随的交易员开立合约仓位时，您的跟单会以相同的记录价格开仓；对方平仓时，跟单也会按同一行情平仓。
- 若您的保证金不足以覆盖某笔跟单，该跟单将被跳过，并会通知您。

开始前请阅读跟单协议。`,
      },
      hk: {
        title: '跟單交易正式上線',
        summary: '跟隨交易員，其戰績由交易所僅根據已記錄的倉位計算。',
        markdown: `跟單交易現已向所有用戶開放。

- 交易員的戰績（回報率、勝率、最大回撤）每小時根據其**已平倉且已記錄的倉位**計算：任何人都無法修改。
- 當您跟隨的交易員開立合約倉位時，您的跟單會以相同的記錄價格開倉；對方平倉時，跟單亦會按同一行情平倉。
- 若您的保證金不足以支付某筆跟單，該跟單將被略過，並會通知您。

開始前請閱讀跟單協議。`,
      },
      th: {
        title: 'คัดลอกการเทรดเปิดให้บริการแล้ว',
        summary: 'ติดตามเทรดเดอร์ที่กระดานเทรดคำนวณผลงานจากสถานะที่บันทึกไว้เท่านั้น',
        markdown: `คัดลอกการเทรดเปิดให้ผู้ใช้ทุกคนแล้ว

- ผลงานของเทรดเดอร์ (ผลตอบแทน อัตราชนะ การลดลงสูงสุด) คำนวณทุกชั่วโมงจาก**สถานะที่ปิดแล้วและบันทึกไว้เท่านั้น**: ไม่มีใครแก้ไขได้
- เมื่อเทรดเดอร์ที่คุณติดตามเปิดสถานะฟิวเจอร์ส การคัดลอกของคุณจะเปิดที่ราคาที่บันทึกไว้เดียวกัน และเมื่อเทรดเดอร์ปิดสถานะ การคัดลอกจะปิดที่ติกเดียวกัน
- การคัดลอกที่มาร์จิ้นของคุณไม่พอจะถูกข้าม และคุณจะได้รับแจ้ง

โปรดอ่านข้อตกลงการติดตามก่อนเริ่ม`,
      },
      jp: {
        title: 'コピートレードを開始しました',
        summary: '記録済みのポジションだけから取引所が成績を計算したトレーダーをフォローできます。',
        markdown: `コピートレードをすべてのユーザーにご利用いただけるようになりました。

- トレーダーの成績（リターン、勝率、最大ドローダウン）は、**決済済みで記録されたポジションのみ**から 1 時間ごとに計算されます。誰も編集することはできません。
- フォロー中のトレーダーが先物ポジションを建てると、あなたのコピーも記録された同じ価格で建てられます。トレーダーが決済すると、コピーも同じティックで決済されます。
- 証拠金が不足するコピーはスキップされ、その旨が通知されます。

開始する前にフォロー規約をお読みください。`,
      },
      pt: {
        title: 'O copy trading já está disponível',
        summary: 'Siga traders cujos resultados a bolsa calcula apenas a partir de posições registadas.',
        markdown: `O copy trading está aberto a todos os utilizadores.

- Os resultados dos traders (rendibilidade, taxa de ganho, perda máxima) são calculados de hora a hora **apenas a partir das suas posições fechadas e registadas**: ninguém os pode editar.
- Quando um trader que segue abre uma posição de futuros, a sua cópia abre ao mesmo preço registado; quando ele fecha, a cópia fecha no mesmo tick.
- Uma cópia que a sua margem não consiga cobrir é ignorada, e é avisado disso.

Leia o acordo de seguimento antes de começar.`,
      },
      kor: {
        title: '카피 트레이딩 오픈',
        summary: '거래소가 기록된 포지션만으로 성과를 계산하는 트레이더를 팔로우하세요.',
        markdown: `이제 모든 회원이 카피 트레이딩을 이용할 수 있습니다.

- 트레이더의 성과(수익률, 승률, 최대 낙폭)는 **청산 완료되어 기록된 포지션만으로** 매시간 계산되며, 누구도 수정할 수 없습니다.
- 팔로우하는 트레이더가 선물 포지션을 열면 회원님의 카피도 기록된 같은 가격으로 열리고, 트레이더가 청산하면 같은 틱에서 청산됩니다.
- 증거금이 부족한 카피는 건너뛰며, 그 사실을 알려 드립니다.

시작하기 전에 팔로우 약관을 읽어 주세요.`,
      },
      fra: {
        title: 'Le copy trading est disponible',
        summary:
          'Suivez des traders dont la plateforme calcule les performances à partir des seules positions enregistrées.',
        markdown: `Le copy trading est ouvert à tous les utilisateurs.

- Les performances des traders (rendement, taux de réussite, perte maximale) sont calculées toutes les heures à partir de leurs **seules positions clôturées et enregistrées** : personne ne peut les modifier.
- Lorsqu’un trader que vous suivez ouvre une position sur futures, votre copie s’ouvre au même prix enregistré ; lorsqu’il clôture, elle se clôture au même tick.
- Une copie que votre marge ne peut pas couvrir est ignorée, et vous en êtes informé.

Lisez l’accord de suivi avant de commencer.`,
      },
      spa: {
        title: 'El copy trading ya está disponible',
        summary:
          'Siga a traders cuyos resultados calcula la plataforma solo a partir de posiciones registradas.',
        markdown: `El copy trading está abierto a todos los usuarios.

- Los resultados de los traders (rentabilidad, tasa de acierto, caída máxima) se calculan cada hora **solo a partir de sus posiciones cerradas y registradas**: nadie puede editarlos.
- Cuando un trader al que usted sigue abre una posición de futuros, su copia se abre al mismo precio registrado; cuando él cierra, la copia se cierra en el mismo tick.
- Una copia que su margen no pueda cubrir se omite, y se le informa.

Lea el acuerdo de seguimiento antes de empezar.`,
      },
    },
  },
  {
    seed: 'notice-nft',
    category: 'notice',
    texts: {
      en: {
        title: 'The NFT marketplace opens',
        summary: 'Fixed-price sales, auctions and blind boxes whose contents are fixed before sale.',
        markdown: `The NFT marketplace is open: artworks by four artists at fixed prices and by auction, resale of what you own, and the **Constellations** blind boxes.

The contents of every blind box were shuffled and committed to before the first sale. When you open a box, your device checks the proof that its item was fixed in advance.`,
      },
      zh: {
        title: 'NFT 市场正式开放',
        summary: '一口价销售、拍卖，以及在发售前就已确定内容的盲盒。',
        markdown: `NFT 市场现已开放：四位艺术家的作品可按一口价购买或参与拍卖，您也可以转售自己持有的作品，还有 **Constellations** 盲盒。

每个盲盒的内容都在首次发售前完成随机排列，并以密码学方式承诺锁定。开启盲盒时，您的设备会校验证明，确认其中的物品是事先确定的。`,
      },
      hk: {
        title: 'NFT 市場正式開放',
        summary: '固定價格銷售、拍賣，以及在發售前已確定內容的盲盒。',
        markdown: `NFT 市場現已開放：四位藝術家的作品可按固定價格購買或參與拍賣，您亦可轉售自己持有的作品，還有 **Constellations** 盲盒。

每個盲盒的內容均在首次發售前完成隨機排列，並以密碼學方式承諾鎖定。開啟盲盒時，您的裝置會核實證明，確認其中的物品是事先確定的。`,
      },
      th: {
        title: 'ตลาด NFT เปิดแล้ว',
        summary: 'ขายในราคาคงที่ ประมูล และกล่องสุ่มที่กำหนดสิ่งของไว้ก่อนการขาย',
        markdown: `ตลาด NFT เปิดแล้ว: ผลงานศิลปะจากศิลปินสี่คนทั้งแบบราคาคงที่และแบบประมูล การขายต่อผลงานที่คุณเป็นเจ้าของ และกล่องสุ่ม **Constellations**

สิ่งของในกล่องสุ่มทุกกล่องถูกสุ่มลำดับและผูกมัดไว้ด้วยการเข้ารหัส (commit) ก่อนการขายครั้งแรก เมื่อคุณเปิดกล่อง อุปกรณ์ของคุณจะตรวจสอบหลักฐานว่าสิ่งของในกล่องถูกกำหนดไว้ล่วงหน้าแล้ว`,
      },
      jp: {
        title: 'NFT マーケットがオープンしました',
        summary: '固定価格での販売、オークション、販売前に中身が確定しているブラインドボックス。',
        markdown: `NFT マーケットがオープンしました。4 人のアーティストの作品を固定価格とオークションで販売するほか、保有作品の再販売や **Constellations** ブラインドボックスもご利用いただけます。

すべてのブラインドボックスの中身は、最初の販売前にシャッフルされ、コミットされています。ボックスを開けると、お使いの端末が、中身が事前に確定していたことの証明を検証します。`,
      },
      pt: {
        title: 'Abre o mercado de NFT',
        summary: 'Vendas a preço fixo, leilões e caixas-surpresa com conteúdo definido antes da venda.',
        markdown: `O mercado de NFT está aberto: obras de quatro artistas a preço fixo e em leilão, revenda do que possui e as caixas-surpresa **Constellations**.

O conteúdo de cada caixa-surpresa foi baralhado e comprometido criptograficamente antes da primeira venda. Quando abre uma caixa, o seu dispositivo verifica a prova de que o respetivo item foi fixado antecipadamente.`,
      },
      kor: {
        title: 'NFT 마켓 오픈',
        summary: '고정가 판매, 경매, 그리고 판매 전에 내용물이 확정된 블라인드 박스.',
        markdown: `NFT 마켓이 열렸습니다. 네 명의 아티스트 작품을 고정가와 경매로 만나 보고, 보유한 작품을 재판매하고, **Constellations** 블라인드 박스도 열어 보세요.

모든 블라인드 박스의 내용물은 첫 판매 전에 섞인 뒤 커밋되었습니다. 박스를 열면 회원님의 기기가 그 아이템이 미리 확정되어 있었다는 증명을 검증합니다.`,
      },
      fra: {
        title: 'Ouverture du marché NFT',
        summary: 'Ventes à prix fixe, enchères et boîtes mystère au contenu fixé avant la vente.',
        markdown: `Le marché NFT est ouvert : des œuvres de quatre artistes à prix fixe et aux enchères, la revente de ce que vous possédez, et les boîtes mystère **Constellations**.

Le contenu de chaque boîte mystère a été mélangé et a fait l’objet d’un engagement cryptographique avant la première vente. Lorsque vous ouvrez une boîte, votre appareil vérifie la preuve que son contenu était fixé à l’avance.`,
      },
      spa: {
        title: 'Abre el mercado de NFT',
        summary: 'Ventas a precio fijo, subastas y cajas sorpresa con contenido fijado antes de la venta.',
        markdown: `El mercado de NFT está abierto: obras de cuatro artistas a precio fijo y en subasta, reventa de lo que usted posee y las cajas sorpresa **Constellations**.

El contenido de cada caja sorpresa se barajó y se comprometió criptográficamente antes de la primera venta. Cuando abre una caja, su dispositivo verifica la prueba de que su contenido estaba fijado de antemano.`,
      },
    },
  },
  {
    seed: 'notice-settlements',
    category: 'notice',
    texts: {
      en: {
        title: 'How every settlement is recorded',
        summary: 'Each result keeps the prices and rules it used, so you can check it.',
        markdown: `Every option, futures close, dual investment, mining yield, loan close and guess pool keeps what it was settled with: the recorded ticks (their ids and prices), the rule parameters and the version of the calculator.

The numbers on your order pages are those records: you can work any result out again yourself.`,
      },
      zh: {
        title: '每笔结算如何记录',
        summary: '每个结果都保存其所用的价格和规则，方便您核对。',
        markdown: `每一笔期权、合约平仓、双币投资、挖矿收益、借贷平仓和竞猜奖池，都会保存其结算所依据的内容：记录的行情（编号和价格）、规则参数以及计算器版本。

订单页面上的数字就是这些记录：您可以自行重新核算任何结果。`,
      },
      hk: {
        title: '每筆結算如何記錄',
        summary: '每個結果均保存其所用的價格及規則，方便您核對。',
        markdown: `每一筆期權、合約平倉、雙幣投資、挖礦收益、借貸平倉及競猜獎池，均會保存其結算所依據的內容：記錄的行情（編號及價格）、規則參數以及計算器版本。

訂單頁面上的數字正是這些記錄：您可以自行重新核算任何結果。`,
      },
      th: {
        title: 'การบันทึกการชำระราคาทุกครั้ง',
        summary: 'ทุกผลลัพธ์เก็บราคาและกฎที่ใช้ไว้ คุณจึงตรวจสอบได้',
        markdown: `ทุกออปชัน การปิดฟิวเจอร์ส การลงทุนแบบคู่สกุลเงิน ผลตอบแทนการขุด การปิดสินเชื่อ และพูลเกมทายผล จะเก็บสิ่งที่ใช้ในการชำระราคาไว้: ติกที่บันทึกไว้ (รหัสและราคา) พารามิเตอร์ของกฎ และเวอร์ชันของสูตรคำนวณ

ตัวเลขในหน้าคำสั่งของคุณคือบันทึกเหล่านั้น: คุณคำนวณผลลัพธ์ใดก็ได้ซ้ำด้วยตัวเอง`,
      },
      jp: {
        title: 'すべての決済の記録方法',
        summary: '各結果には使用した価格とルールが保存されるため、ご自身で確認できます。',
        markdown: `オプション、先物の決済、デュアル投資、マイニングの利回り、ローンの決済、予想ゲームのプールは、いずれも決済に使用した情報を保存しています。記録されたティック（ID と価格）、ルールのパラメータ、計算式のバージョンです。

注文ページに表示される数値はこれらの記録です。どの結果もご自身で再計算できます。`,
      },
      pt: {
        title: 'Como cada liquidação é registada',
        summary: 'Cada resultado guarda os preços e as regras que usou, para que o possa verificar.',
        markdown: `Cada opção, fecho de futuros, investimento duplo, rendimento de mineração, fecho de empréstimo e prémio de palpites guarda aquilo com que foi liquidado: os ticks registados (os respetivos IDs e preços), os parâmetros das regras e a versão da calculadora.

Os números nas páginas das suas ordens são esses registos: pode recalcular qualquer resultado por si próprio.`,
      },
      kor: {
        title: '모든 정산이 기록되는 방식',
        summary: '모든 결과에는 사용된 가격과 규칙이 보관되므로 직접 확인할 수 있습니다.',
        markdown: `모든 옵션, 선물 청산, 듀얼 투자, 마이닝 수익, 대출 청산, 예측 게임 풀은 정산에 사용된 내용을 보관합니다. 기록된 틱(ID와 가격), 규칙 파라미터, 계산식 버전이 그것입니다.

주문 페이지의 숫자가 바로 이 기록입니다. 어떤 결과든 직접 다시 계산해 볼 수 있습니다.`,
      },
      fra: {
        title: 'Comment chaque règlement est enregistré',
        summary:
          'Chaque résultat conserve les prix et les règles utilisés, pour que vous puissiez le vérifier.',
        markdown: `Chaque option, clôture de futures, investissement double, rendement de minage, clôture de prêt et cagnotte de pronostics conserve ce qui a servi à son règlement : les ticks enregistrés (leurs identifiants et leurs prix), les paramètres des règles et la version du calculateur.

Les chiffres de vos pages d’ordres sont ces enregistrements : vous pouvez recalculer vous-même n’importe quel résultat.`,
      },
      spa: {
        title: 'Cómo se registra cada liquidación',
        summary: 'Cada resultado conserva los precios y las reglas que utilizó, para que pueda comprobarlo.',
        markdown: `Cada opción, cierre de futuros, inversión dual, rendimiento de minería, cierre de préstamo y bote de predicciones conserva aquello con lo que se liquidó: los ticks registrados (sus identificadores y precios), los parámetros de las reglas y la versión de la calculadora.

Las cifras de sus páginas de órdenes son esos registros: puede volver a calcular cualquier resultado usted mismo.`,
      },
    },
  },
  {
    seed: 'banner-copy-trading',
    category: 'banner',
    image: '/nft-media/a04.svg',
    link: '/pages/copytrade/copy',
    position: 1,
    texts: {
      en: {
        title: 'Copy the traders you trust',
        summary: 'Records computed from recorded trades only.',
        markdown:
          'Follow a trader with a multiple of their lots or fixed lots, and take any copy over as your own.',
      },
      zh: {
        title: '跟随您信任的交易员',
        summary: '战绩仅根据已记录的交易计算。',
        markdown: '按交易员手数的倍数或固定手数跟单，并可将任意一笔跟单转为您自己的仓位。',
      },
      hk: {
        title: '跟隨您信任的交易員',
        summary: '戰績僅根據已記錄的交易計算。',
        markdown: '按交易員手數的倍數或固定手數跟單，並可將任何一筆跟單轉為您自己的倉位。',
      },
      th: {
        title: 'คัดลอกเทรดเดอร์ที่คุณไว้ใจ',
        summary: 'ผลงานคำนวณจากการเทรดที่บันทึกไว้เท่านั้น',
        markdown:
          'ติดตามเทรดเดอร์ด้วยจำนวนล็อตเป็นเท่าของเทรดเดอร์หรือจำนวนล็อตคงที่ และรับการคัดลอกใดก็ได้มาเป็นสถานะของคุณเอง',
      },
      jp: {
        title: '信頼できるトレーダーをコピー',
        summary: '成績は記録された取引のみから計算されます。',
        markdown:
          'トレーダーのロット数の倍数または固定ロット数でフォローでき、どのコピーも自分のポジションとして引き継げます。',
      },
      pt: {
        title: 'Copie os traders em quem confia',
        summary: 'Resultados calculados apenas a partir de negociações registadas.',
        markdown:
          'Siga um trader com um múltiplo dos lotes dele ou com lotes fixos, e assuma qualquer cópia como sua.',
      },
      kor: {
        title: '신뢰하는 트레이더를 카피하세요',
        summary: '기록된 거래만으로 계산한 성과.',
        markdown:
          '트레이더 랏의 배수나 고정 랏으로 팔로우하고, 어떤 카피든 내 포지션으로 가져올 수 있습니다.',
      },
      fra: {
        title: 'Copiez les traders en qui vous avez confiance',
        summary: 'Des performances calculées à partir des seules transactions enregistrées.',
        markdown:
          'Suivez un trader avec un multiple de ses lots ou un nombre fixe de lots, et reprenez n’importe quelle copie à votre compte.',
      },
      spa: {
        title: 'Copie a los traders en los que confía',
        summary: 'Resultados calculados solo a partir de operaciones registradas.',
        markdown:
          'Siga a un trader con un múltiplo de sus lotes o con lotes fijos, y asuma cualquier copia como propia.',
      },
    },
  },
  {
    seed: 'banner-nft',
    category: 'banner',
    image: '/nft-media/a07.gif',
    link: '/pages/nft/nft',
    position: 2,
    texts: {
      en: {
        title: 'NFT marketplace',
        summary: 'Auctions, resale and provably fair blind boxes.',
        markdown: 'Art by four artists, with every blind box proven on your device when you open it.',
      },
      zh: {
        title: 'NFT 市场',
        summary: '拍卖、转售与可证明公平的盲盒。',
        markdown: '四位艺术家的作品，每个盲盒开启时都会在您的设备上完成验证。',
      },
      hk: {
        title: 'NFT 市場',
        summary: '拍賣、轉售及可證明公平的盲盒。',
        markdown: '四位藝術家的作品，每個盲盒開啟時都會在您的裝置上完成驗證。',
      },
      th: {
        title: 'ตลาด NFT',
        summary: 'ประมูล ขายต่อ และกล่องสุ่มที่พิสูจน์ความยุติธรรมได้',
        markdown: 'ผลงานจากศิลปินสี่คน และกล่องสุ่มทุกกล่องได้รับการพิสูจน์บนอุปกรณ์ของคุณเมื่อคุณเปิด',
      },
      jp: {
        title: 'NFT マーケット',
        summary: 'オークション、再販売、公平性を証明できるブラインドボックス。',
        markdown:
          '4 人のアーティストの作品。ブラインドボックスは開けるたびに、お使いの端末で公平性が証明されます。',
      },
      pt: {
        title: 'Mercado de NFT',
        summary: 'Leilões, revenda e caixas-surpresa comprovadamente justas.',
        markdown:
          'Arte de quatro artistas, com cada caixa-surpresa comprovada no seu dispositivo quando a abre.',
      },
      kor: {
        title: 'NFT 마켓',
        summary: '경매, 재판매, 공정성을 증명할 수 있는 블라인드 박스.',
        markdown: '네 명의 아티스트 작품. 모든 블라인드 박스는 열 때 회원님의 기기에서 증명됩니다.',
      },
      fra: {
        title: 'Marché NFT',
        summary: 'Enchères, revente et boîtes mystère à l’équité prouvable.',
        markdown:
          'L’art de quatre artistes, chaque boîte mystère étant vérifiée sur votre appareil à son ouverture.',
      },
      spa: {
        title: 'Mercado de NFT',
        summary: 'Subastas, reventa y cajas sorpresa de equidad demostrable.',
        markdown: 'Arte de cuatro artistas, con cada caja sorpresa verificada en su dispositivo al abrirla.',
      },
    },
  },
  {
    seed: 'popup-welcome',
    category: 'popup',
    texts: {
      en: {
        title: 'Welcome to Tessera',
        summary: 'Trade with results you can check.',
        markdown: `Every result here follows recorded prices and published rules, and keeps what it used.

Trading with leverage or in seconds options can lose you your whole stake: read the [risk disclosures](/pages/common/faq) before your first order, and trade only what you can afford to lose.`,
      },
      zh: {
        title: '欢迎来到 Tessera',
        summary: '交易结果，均可核验。',
        markdown: `这里的每一个结果都遵循记录的价格和公开的规则，并保存其所用的依据。

杠杆交易或秒合约期权交易可能让您损失全部投入：首次下单前请阅读[风险披露](/pages/common/faq)，并仅用您能承受损失的资金进行交易。`,
      },
      hk: {
        title: '歡迎來到 Tessera',
        summary: '交易結果，皆可核實。',
        markdown: `這裡的每一個結果均依據記錄的價格及公開的規則，並保存其所用的依據。

槓桿交易或秒合約期權交易可能令您損失全部投入：首次下單前請閱讀[風險披露](/pages/common/faq)，並僅以您能承受損失的資金進行交易。`,
      },
      th: {
        title: 'ยินดีต้อนรับสู่ Tessera',
        summary: 'เทรดด้วยผลลัพธ์ที่คุณตรวจสอบได้',
        markdown: `ทุกผลลัพธ์ที่นี่เป็นไปตามราคาที่บันทึกไว้และกฎที่เผยแพร่ และเก็บสิ่งที่ใช้ไว้

การเทรดด้วยเลเวอเรจหรือออปชันวินาทีอาจทำให้คุณเสียเงินเดิมพันทั้งหมด: โปรดอ่าน [การเปิดเผยความเสี่ยง](/pages/common/faq) ก่อนส่งคำสั่งแรก และเทรดด้วยเงินที่คุณรับการสูญเสียได้เท่านั้น`,
      },
      jp: {
        title: 'Tessera へようこそ',
        summary: '結果を検証できる取引を。',
        markdown: `ここでのすべての結果は、記録された価格と公開されたルールに従い、使用した情報を保存しています。

レバレッジ取引や秒オプションでは、投入した資金をすべて失う可能性があります。最初の注文の前に[リスク開示](/pages/common/faq)をお読みいただき、失っても問題のない範囲でのみ取引してください。`,
      },
      pt: {
        title: 'Bem-vindo à Tessera',
        summary: 'Negoceie com resultados que pode verificar.',
        markdown: `Aqui, cada resultado segue preços registados e regras publicadas, e guarda aquilo que utilizou.

Negociar com alavancagem ou em opções de segundos pode fazê-lo perder tudo o que investiu: leia as [divulgações de riscos](/pages/common/faq) antes da sua primeira ordem e negoceie apenas com o que se pode dar ao luxo de perder.`,
      },
      kor: {
        title: 'Tessera에 오신 것을 환영합니다',
        summary: '직접 확인할 수 있는 결과로 거래하세요.',
        markdown: `이곳의 모든 결과는 기록된 가격과 공개된 규칙을 따르며, 사용된 내용을 보관합니다.

레버리지 거래나 초단위 옵션은 투자금 전부를 잃을 수 있습니다. 첫 주문 전에 [위험 고지](/pages/common/faq)를 읽고, 잃어도 감당할 수 있는 금액으로만 거래하세요.`,
      },
      fra: {
        title: 'Bienvenue sur Tessera',
        summary: 'Tradez avec des résultats vérifiables.',
        markdown: `Ici, chaque résultat suit des prix enregistrés et des règles publiées, et conserve ce qu’il a utilisé.

Trader avec effet de levier ou en options à la seconde peut vous faire perdre toute votre mise : lisez les [avertissements sur les risques](/pages/common/faq) avant votre premier ordre, et ne tradez que ce que vous pouvez vous permettre de perdre.`,
      },
      spa: {
        title: 'Le damos la bienvenida a Tessera',
        summary: 'Opere con resultados que puede comprobar.',
        markdown: `Aquí, cada resultado sigue precios registrados y reglas publicadas, y conserva lo que utilizó.

Operar con apalancamiento o con opciones por segundos puede hacerle perder toda su apuesta: lea las [divulgaciones de riesgos](/pages/common/faq) antes de su primera orden y opere solo con lo que pueda permitirse perder.`,
      },
    },
  },
];

/** The seeded FAQ, each entry an article of its topic, in every language. */
function faq(): SeedArticle[] {
  const entry = (
    seed: string,
    topic: string,
    position: number,
    texts: Readonly<Record<Language, { readonly title: string; readonly markdown: string }>>,
  ): SeedArticle => ({
    seed: `faq-${seed}`,
    category: 'faq',
    topic,
    position,
    texts,
  });
  return [
    entry('levels', 'account', 1, {
      en: {
        title: 'What does each verification level allow?',
        markdown:
          'Basic verification (level 1) allows withdrawals up to 200 BTC worth in 24 hours and quick buys up to 2,000 USDT each. Advanced verification (level 2) raises them to 500 BTC and 1,000,000 USDT. Bind your email and mobile first: verification passes only with both.',
      },
      zh: {
        title: '各认证等级分别有哪些权限？',
        markdown:
          '初级认证（等级 1）允许在 24 小时内提币价值不超过 200 BTC 的资产，快捷买币每笔不超过 2,000 USDT。高级认证（等级 2）将上述额度分别提高至 500 BTC 和 1,000,000 USDT。请先绑定邮箱和手机号：两者都绑定后认证才能通过。',
      },
      hk: {
        title: '各認證等級分別有哪些權限？',
        markdown:
          '初級認證（等級 1）允許在 24 小時內提幣價值不超過 200 BTC 的資產，快捷買幣每筆不超過 2,000 USDT。高級認證（等級 2）將上述額度分別提高至 500 BTC 及 1,000,000 USDT。請先綁定電郵及手機號碼：兩者皆綁定後認證才能通過。',
      },
      th: {
        title: 'การยืนยันตัวตนแต่ละระดับทำอะไรได้บ้าง?',
        markdown:
          'การยืนยันขั้นพื้นฐาน (ระดับ 1) ถอนได้สูงสุดเทียบเท่า 200 BTC ภายใน 24 ชั่วโมง และซื้อด่วนได้สูงสุดครั้งละ 2,000 USDT การยืนยันขั้นสูง (ระดับ 2) เพิ่มวงเงินเป็น 500 BTC และ 1,000,000 USDT ตามลำดับ โปรดผูกอีเมลและหมายเลขมือถือก่อน: การยืนยันจะผ่านได้เมื่อมีทั้งสองอย่างเท่านั้น',
      },
      jp: {
        title: '本人確認の各レベルでは何ができますか？',
        markdown:
          '基本認証（レベル 1）では、24 時間あたり 200 BTC 相当までの出金と、1 回あたり 2,000 USDT までのクイック購入が可能です。上級認証（レベル 2）では、これらの上限がそれぞれ 500 BTC と 1,000,000 USDT に引き上げられます。先にメールアドレスと携帯電話番号を連携してください。両方がそろっていないと認証を通過できません。',
      },
      pt: {
        title: 'O que permite cada nível de verificação?',
        markdown:
          'A verificação básica (nível 1) permite levantamentos até ao equivalente a 200 BTC em 24 horas e compras rápidas até 2000 USDT cada. A verificação avançada (nível 2) aumenta esses limites para 500 BTC e 1 000 000 USDT. Associe primeiro o seu e-mail e o seu telemóvel: a verificação só é aprovada com ambos.',
      },
      kor: {
        title: '인증 등급별로 무엇을 할 수 있나요?',
        markdown:
          '기본 인증(1등급)은 24시간 동안 200 BTC 상당까지 출금할 수 있고, 빠른 구매는 건당 2,000 USDT까지 가능합니다. 고급 인증(2등급)은 이 한도를 각각 500 BTC와 1,000,000 USDT로 높입니다. 먼저 이메일과 휴대폰 번호를 연결하세요. 둘 다 있어야 인증을 통과할 수 있습니다.',
      },
      fra: {
        title: 'Que permet chaque niveau de vérification ?',
        markdown:
          'La vérification de base (niveau 1) permet des retraits jusqu’à l’équivalent de 200 BTC sur 24 heures et des achats rapides jusqu’à 2 000 USDT chacun. La vérification avancée (niveau 2) porte ces plafonds à 500 BTC et 1 000 000 USDT. Liez d’abord votre e-mail et votre mobile : la vérification n’aboutit qu’avec les deux.',
      },
      spa: {
        title: '¿Qué permite cada nivel de verificación?',
        markdown:
          'La verificación básica (nivel 1) permite retiros de hasta el equivalente a 200 BTC en 24 horas y compras rápidas de hasta 2000 USDT cada una. La verificación avanzada (nivel 2) eleva esos límites a 500 BTC y 1.000.000 USDT. Vincule primero su correo electrónico y su móvil: la verificación solo se aprueba con ambos.',
      },
    }),
    entry('two-factor', 'account', 2, {
      en: {
        title: 'I lost the device with my authenticator app',
        markdown:
          'Sign in with one of the recovery codes you saved when you turned two-factor authentication on; each works once. Then turn two-factor authentication off and on again with your new device under **Security**.',
      },
      zh: {
        title: '我丢失了装有身份验证器应用的设备',
        markdown:
          '请使用您开启双重验证时保存的任一恢复码登录；每个恢复码只能使用一次。然后在**安全中心**关闭双重验证，再用新设备重新开启。',
      },
      hk: {
        title: '我遺失了裝有身份驗證器應用程式的裝置',
        markdown:
          '請使用您開啟雙重驗證時保存的任一恢復碼登入；每個恢復碼只能使用一次。然後在**安全中心**關閉雙重驗證，再以新裝置重新開啟。',
      },
      th: {
        title: 'อุปกรณ์ที่มีแอปยืนยันตัวตนของฉันหาย',
        markdown:
          'เข้าสู่ระบบด้วยรหัสกู้คืนรหัสใดรหัสหนึ่งที่คุณบันทึกไว้ตอนเปิดการยืนยันตัวตนสองขั้นตอน แต่ละรหัสใช้ได้ครั้งเดียว จากนั้นไปที่ **ความปลอดภัย** เพื่อปิดการยืนยันตัวตนสองขั้นตอน แล้วเปิดอีกครั้งด้วยอุปกรณ์ใหม่',
      },
      jp: {
        title: '認証アプリを入れた端末を紛失しました',
        markdown:
          '二段階認証を有効にしたときに保存したリカバリーコードのいずれかでログインしてください。各コードは 1 回だけ使えます。その後、**セキュリティ**で二段階認証をいったん無効にし、新しい端末で再度有効にしてください。',
      },
      pt: {
        title: 'Perdi o dispositivo com a minha aplicação de autenticação',
        markdown:
          'Inicie sessão com um dos códigos de recuperação que guardou quando ativou a autenticação de dois fatores; cada um funciona uma única vez. Depois, em **Segurança**, desative a autenticação de dois fatores e volte a ativá-la com o novo dispositivo.',
      },
      kor: {
        title: '인증 앱이 설치된 기기를 잃어버렸어요',
        markdown:
          '2단계 인증을 켤 때 저장한 복구 코드 중 하나로 로그인하세요. 각 코드는 한 번만 사용할 수 있습니다. 그런 다음 **보안**에서 2단계 인증을 끄고 새 기기로 다시 켜세요.',
      },
      fra: {
        title: 'J’ai perdu l’appareil sur lequel se trouve mon application d’authentification',
        markdown:
          'Connectez-vous avec l’un des codes de secours enregistrés lors de l’activation de l’authentification à deux facteurs ; chacun ne fonctionne qu’une fois. Ensuite, dans **Sécurité**, désactivez l’authentification à deux facteurs puis réactivez-la avec votre nouvel appareil.',
      },
      spa: {
        title: 'He perdido el dispositivo con mi aplicación de autenticación',
        markdown:
          'Inicie sesión con uno de los códigos de recuperación que guardó al activar la autenticación de dos factores; cada uno funciona una sola vez. Después, en **Seguridad**, desactive la autenticación de dos factores y vuelva a activarla con su nuevo dispositivo.',
      },
    }),
    entry('withdrawal', 'wallet', 1, {
      en: {
        title: 'What does a withdrawal cost, and when does it arrive?',
        markdown:
          'Each network has a minimum and a fixed fee, both shown on the withdrawal page before you confirm. The amount is frozen when you ask and sent once it is reviewed; if a withdrawal is refused, everything frozen comes back. Withdrawals wait 24 hours after a security change (a new password, contact or address).',
      },
      zh: {
        title: '提币的费用是多少，多久到账？',
        markdown:
          '每个网络都设有最低提币额和固定手续费，二者都会在您确认前显示在提币页面上。提交申请时金额即被冻结，审核通过后发出；如提币被拒绝，所有冻结金额将全部退回。安全设置变更（新密码、新联系方式或新地址）后，提币需等待 24 小时。',
      },
      hk: {
        title: '提幣的費用是多少？多久到帳？',
        markdown:
          '每個網絡均設有最低提幣額及固定手續費，兩者都會在您確認前顯示於提幣頁面。提交申請時金額即被凍結，審核通過後發出；如提幣被拒絕，所有凍結金額將全數退回。安全設定變更（新密碼、新聯絡方式或新地址）後，提幣需等待 24 小時。',
      },
      th: {
        title: 'การถอนมีค่าใช้จ่ายเท่าไร และจะได้รับเมื่อใด?',
        markdown:
          'แต่ละเครือข่ายมีจำนวนขั้นต่ำและค่าธรรมเนียมคงที่ ซึ่งทั้งสองอย่างแสดงในหน้าการถอนก่อนคุณยืนยัน จำนวนเงินจะถูกอายัดเมื่อคุณส่งคำขอ และจะถูกส่งออกเมื่อผ่านการตรวจสอบ หากการถอนถูกปฏิเสธ ทุกอย่างที่ถูกอายัดจะคืนกลับมา หลังการเปลี่ยนแปลงด้านความปลอดภัย (รหัสผ่าน ช่องทางติดต่อ หรือที่อยู่ใหม่) การถอนต้องรอ 24 ชั่วโมง',
      },
      jp: {
        title: '出金の手数料と着金までの時間は？',
        markdown:
          '各ネットワークには最低出金額と固定手数料があり、どちらも確定前に出金ページに表示されます。申請した時点で金額は凍結され、審査後に送金されます。出金が拒否された場合、凍結された金額はすべて戻ります。セキュリティ設定の変更（新しいパスワード、連絡先、アドレス）の後は、出金が 24 時間保留されます。',
      },
      pt: {
        title: 'Quanto custa um levantamento e quando chega?',
        markdown:
          'Cada rede tem um mínimo e uma taxa fixa, ambos apresentados na página de levantamento antes de confirmar. O montante é congelado quando faz o pedido e enviado após a análise; se um levantamento for recusado, tudo o que foi congelado é devolvido. Os levantamentos aguardam 24 horas após uma alteração de segurança (nova palavra-passe, novo contacto ou novo endereço).',
      },
      kor: {
        title: '출금 수수료는 얼마이고, 언제 도착하나요?',
        markdown:
          '네트워크마다 최소 금액과 고정 수수료가 있으며, 둘 다 확인 전에 출금 페이지에 표시됩니다. 신청하는 즉시 금액이 동결되고 심사를 마친 뒤 전송됩니다. 출금이 거절되면 동결된 금액은 모두 돌아옵니다. 보안 변경(새 비밀번호, 연락처 또는 주소) 후에는 24시간 동안 출금이 대기합니다.',
      },
      fra: {
        title: 'Combien coûte un retrait, et quand arrive-t-il ?',
        markdown:
          'Chaque réseau a un minimum et des frais fixes, tous deux affichés sur la page de retrait avant votre confirmation. Le montant est gelé dès votre demande et envoyé une fois celle-ci examinée ; si un retrait est refusé, tout ce qui a été gelé vous est restitué. Les retraits attendent 24 heures après une modification de sécurité (nouveau mot de passe, contact ou adresse).',
      },
      spa: {
        title: '¿Cuánto cuesta un retiro y cuándo llega?',
        markdown:
          'Cada red tiene un mínimo y una comisión fija, ambos indicados en la página de retiro antes de confirmar. El importe se congela al solicitarlo y se envía una vez revisado; si se rechaza un retiro, se devuelve todo lo congelado. Los retiros esperan 24 horas después de un cambio de seguridad (nueva contraseña, contacto o dirección).',
      },
    }),
    entry('transfer', 'wallet', 2, {
      en: {
        title: 'Why move money between accounts?',
        markdown:
          'Each product draws on its own account: spot, quick buy, dual investment and IEO use the balance account; futures, stock contracts, options, mining and OTC loans their own. Transfers between your accounts are free and immediate.',
      },
      zh: {
        title: '为什么要在账户之间划转资金？',
        markdown:
          '每种产品都使用各自的账户：现货、快捷买币、双币投资和 IEO 使用余额账户；合约、股票合约、期权、挖矿和 OTC 借贷则各有专属账户。在您的账户之间划转免费且即时到账。',
      },
      hk: {
        title: '為何要在帳戶之間劃轉資金？',
        markdown:
          '每種產品都使用各自的帳戶：現貨、快捷買幣、雙幣投資及 IEO 使用餘額帳戶；合約、股票合約、期權、挖礦及 OTC 借貸則各有專屬帳戶。您的帳戶之間劃轉免費且即時到帳。',
      },
      th: {
        title: 'ทำไมต้องโอนเงินระหว่างบัญชี?',
        markdown:
          'แต่ละผลิตภัณฑ์ใช้บัญชีของตนเอง: สปอต ซื้อด่วน การลงทุนแบบคู่สกุลเงิน และ IEO ใช้บัญชียอดคงเหลือ ส่วนฟิวเจอร์ส สัญญาหุ้น ออปชัน การขุด และสินเชื่อ OTC ต่างก็มีบัญชีของตนเอง การโอนระหว่างบัญชีของคุณไม่มีค่าธรรมเนียมและมีผลทันที',
      },
      jp: {
        title: 'なぜ口座間で資金を振り替えるのですか？',
        markdown:
          '各商品はそれぞれの口座を使います。現物、クイック購入、デュアル投資、IEO は残高口座を使い、先物、株式先物、オプション、マイニング、OTC ローンはそれぞれ専用の口座を使います。ご自身の口座間の振替は無料で、即時に反映されます。',
      },
      pt: {
        title: 'Porquê transferir dinheiro entre contas?',
        markdown:
          'Cada produto usa a sua própria conta: spot, compra rápida, investimento duplo e IEO usam a conta de saldo; futuros, contratos de ações, opções, mineração e empréstimos OTC usam contas próprias. As transferências entre as suas contas são gratuitas e imediatas.',
      },
      kor: {
        title: '왜 계정 간에 자금을 이체해야 하나요?',
        markdown:
          '상품마다 자체 계정을 사용합니다. 현물, 빠른 구매, 듀얼 투자, IEO는 잔고 계정을 사용하고, 선물, 주식 계약, 옵션, 마이닝, OTC 대출은 각자의 전용 계정을 사용합니다. 내 계정 간 이체는 무료이며 즉시 처리됩니다.',
      },
      fra: {
        title: 'Pourquoi transférer des fonds entre vos comptes ?',
        markdown:
          'Chaque produit puise dans son propre compte : le spot, l’achat rapide, l’investissement double et les IEO utilisent le compte Solde ; les futures, les contrats sur actions, les options, le minage et les prêts OTC ont chacun le leur. Les transferts entre vos comptes sont gratuits et immédiats.',
      },
      spa: {
        title: '¿Por qué mover dinero entre cuentas?',
        markdown:
          'Cada producto usa su propia cuenta: spot, compra rápida, inversión dual e IEO usan la cuenta de saldo; futuros, contratos de acciones, opciones, minería y préstamos OTC tienen cada uno la suya. Las transferencias entre sus cuentas son gratuitas e inmediatas.',
      },
    }),
    entry('spot-fees', 'trading', 1, {
      en: {
        title: 'What are the spot trading fees?',
        markdown:
          'An order that rests on the book and is filled later pays **0.1 %** of what it receives; an order that fills at once against the book pays **0.2 %**. The order form shows the fee before you place it.',
      },
      zh: {
        title: '现货交易手续费是多少？',
        markdown:
          '挂在订单簿上、之后才成交的订单，按所得金额支付 **0.1%** 的手续费；立即与订单簿成交的订单支付 **0.2%**。下单表单会在您下单前显示手续费。',
      },
      hk: {
        title: '現貨交易手續費是多少？',
        markdown:
          '掛在訂單簿上、其後才成交的訂單，按所得金額支付 **0.1%** 的手續費；即時與訂單簿成交的訂單支付 **0.2%**。下單表格會在您下單前顯示手續費。',
      },
      th: {
        title: 'ค่าธรรมเนียมการเทรดสปอตเท่าไร?',
        markdown:
          'คำสั่งที่รออยู่ในสมุดคำสั่งและถูกจับคู่ภายหลังจ่าย **0.1%** ของสิ่งที่ได้รับ ส่วนคำสั่งที่จับคู่กับสมุดคำสั่งทันทีจ่าย **0.2%** แบบฟอร์มคำสั่งจะแสดงค่าธรรมเนียมก่อนคุณส่งคำสั่ง',
      },
      jp: {
        title: '現物取引の手数料はいくらですか？',
        markdown:
          '板に置かれて後から約定する注文の手数料は、受け取る額の **0.1%**、板の注文と即座に約定する注文の手数料は **0.2%** です。手数料は発注前に注文フォームに表示されます。',
      },
      pt: {
        title: 'Quais são as taxas de negociação spot?',
        markdown:
          'Uma ordem que fica no livro de ofertas e é executada mais tarde paga **0,1%** do que recebe; uma ordem executada de imediato contra o livro paga **0,2%**. O formulário da ordem mostra a taxa antes de a colocar.',
      },
      kor: {
        title: '현물 거래 수수료는 얼마인가요?',
        markdown:
          '호가창에 대기하다가 나중에 체결되는 주문은 받는 금액의 **0.1%를**, 호가창의 주문과 즉시 체결되는 주문은 **0.2%를** 수수료로 냅니다. 수수료는 주문하기 전에 주문 양식에 표시됩니다.',
      },
      fra: {
        title: 'Quels sont les frais de trading spot ?',
        markdown:
          'Un ordre qui reste dans le carnet et est exécuté plus tard paie **0,1 %** de ce qu’il reçoit ; un ordre exécuté immédiatement contre le carnet paie **0,2 %**. Le formulaire d’ordre affiche les frais avant que vous ne le passiez.',
      },
      spa: {
        title: '¿Cuáles son las comisiones de trading spot?',
        markdown:
          'Una orden que queda en el libro y se ejecuta más tarde paga un **0,1 %** de lo que recibe; una orden que se ejecuta de inmediato contra el libro paga un **0,2 %**. El formulario de la orden muestra la comisión antes de enviarla.',
      },
    }),
    entry('options-settlement', 'options', 1, {
      en: {
        title: 'How is a seconds option settled?',
        markdown:
          'At the recorded price in force when it expires, compared with the one in force when it opened: a right call pays the stake plus the payout rate, a wrong one nothing, an unchanged price returns the stake. Both ticks are kept with the result. See the [risk disclosure](/pages/common/faq).',
      },
      zh: {
        title: '秒合约期权如何结算？',
        markdown:
          '以到期时生效的记录价格，与开始时生效的记录价格进行比较：判断正确可收回投入并获得收益率对应的收益，判断错误则一无所得，价格不变则退还投入。两个行情记录都会随结果一并保存。详见[风险披露](/pages/common/faq)。',
      },
      hk: {
        title: '秒合約期權如何結算？',
        markdown:
          '以到期時生效的記錄價格，與開始時生效的記錄價格進行比較：判斷正確可取回投入並獲得收益率對應的收益，判斷錯誤則一無所得，價格不變則退還投入。兩個行情記錄均會隨結果一併保存。詳見[風險披露](/pages/common/faq)。',
      },
      th: {
        title: 'ออปชันวินาทีชำระราคาอย่างไร?',
        markdown:
          'ใช้ราคาที่บันทึกไว้ซึ่งมีผล ณ เวลาที่หมดอายุ เทียบกับราคาที่มีผล ณ เวลาที่เปิด: หากเดาถูกจะได้รับเงินเดิมพันคืนพร้อมผลตอบแทนตามอัตราจ่าย หากเดาผิดจะไม่ได้รับอะไร และหากราคาไม่เปลี่ยนจะได้รับเงินเดิมพันคืน ติกทั้งสองจะถูกเก็บไว้พร้อมผลลัพธ์ ดู [การเปิดเผยความเสี่ยง](/pages/common/faq)',
      },
      jp: {
        title: '秒オプションはどのように決済されますか？',
        markdown:
          '満期時点で有効な記録価格を、開始時点で有効だった記録価格と比較します。予想が当たれば賭け金にペイアウト率分を加えて受け取り、外れれば何も受け取れず、価格が変わらなければ賭け金が返還されます。両方のティックが結果とともに保存されます。[リスク開示](/pages/common/faq)をご覧ください。',
      },
      pt: {
        title: 'Como é liquidada uma opção de segundos?',
        markdown:
          'Ao preço registado em vigor quando expira, comparado com o que estava em vigor quando abriu: um palpite certo paga a aposta mais a taxa de pagamento, um errado não paga nada e um preço inalterado devolve a aposta. Os dois ticks ficam guardados com o resultado. Consulte a [divulgação de riscos](/pages/common/faq).',
      },
      kor: {
        title: '초단위 옵션은 어떻게 정산되나요?',
        markdown:
          '만기 시 유효한 기록 가격을 시작 시 유효했던 기록 가격과 비교합니다. 예측이 맞으면 베팅 금액과 지급률만큼의 수익을 받고, 틀리면 아무것도 받지 못하며, 가격이 변하지 않으면 베팅 금액을 돌려받습니다. 두 틱 모두 결과와 함께 보관됩니다. [위험 고지](/pages/common/faq)를 참고하세요.',
      },
      fra: {
        title: 'Comment une option à la seconde est-elle réglée ?',
        markdown:
          'Au prix enregistré en vigueur à son échéance, comparé à celui en vigueur à son ouverture : un bon pronostic rapporte la mise plus le taux de gain, un mauvais ne rapporte rien, et un prix inchangé rend la mise. Les deux ticks sont conservés avec le résultat. Consultez l’[avertissement sur les risques](/pages/common/faq).',
      },
      spa: {
        title: '¿Cómo se liquida una opción por segundos?',
        markdown:
          'Al precio registrado vigente cuando vence, comparado con el vigente cuando se abrió: un pronóstico acertado paga la apuesta más la tasa de pago, uno erróneo no paga nada y un precio sin cambios devuelve la apuesta. Ambos ticks se guardan con el resultado. Consulte la [divulgación de riesgos](/pages/common/faq).',
      },
    }),
    entry('liquidation', 'futures', 1, {
      en: {
        title: 'When is a futures position liquidated?',
        markdown:
          'When the first recorded price reaches its liquidation price: the price at which the loss equals the margin less the maintenance share (20 % for crypto, 30 % for stocks). The price is shown before you confirm and on the position.',
      },
      zh: {
        title: '合约仓位何时会被强平？',
        markdown:
          '当首个记录价格触及其强平价时。强平价即亏损等于保证金扣除维持比例（加密货币 20%，股票 30%）后金额时的价格。该价格会在您确认前显示，也会显示在仓位上。',
      },
      hk: {
        title: '合約倉位何時會被強平？',
        markdown:
          '當首個記錄價格觸及其強平價時。強平價即虧損等於保證金扣除維持比例（加密貨幣 20%，股票 30%）後金額時的價格。該價格會在您確認前顯示，亦會顯示於倉位上。',
      },
      th: {
        title: 'สถานะฟิวเจอร์สจะถูกบังคับปิดเมื่อใด?',
        markdown:
          'เมื่อราคาที่บันทึกไว้ราคาแรกแตะราคาบังคับปิดสถานะ: คือราคาที่ผลขาดทุนเท่ากับมาร์จิ้นหักส่วนรักษาสถานะ (20% สำหรับคริปโต 30% สำหรับหุ้น) ราคานี้จะแสดงก่อนคุณยืนยันและในหน้าสถานะ',
      },
      jp: {
        title: '先物ポジションはいつロスカットされますか？',
        markdown:
          '最初の記録価格がロスカット価格に達したときです。ロスカット価格とは、損失が証拠金から維持率分（暗号資産は 20%、株式は 30%）を差し引いた額に等しくなる価格です。この価格は確定前とポジションに表示されます。',
      },
      pt: {
        title: 'Quando é liquidada uma posição de futuros?',
        markdown:
          'Quando o primeiro preço registado atinge o seu preço de liquidação: o preço a que a perda iguala a margem menos a parte de manutenção (20% para cripto, 30% para ações). O preço é apresentado antes de confirmar e na posição.',
      },
      kor: {
        title: '선물 포지션은 언제 강제 청산되나요?',
        markdown:
          '처음 기록된 가격이 강제청산가에 도달할 때입니다. 강제청산가는 손실이 증거금에서 유지 비율(암호화폐 20%, 주식 30%)을 뺀 금액과 같아지는 가격입니다. 이 가격은 확인 전과 포지션에 표시됩니다.',
      },
      fra: {
        title: 'Quand une position sur futures est-elle liquidée ?',
        markdown:
          'Lorsque le premier prix enregistré atteint son prix de liquidation : le prix auquel la perte égale la marge diminuée de la part de maintenance (20 % pour les cryptos, 30 % pour les actions). Ce prix est affiché avant votre confirmation et sur la position.',
      },
      spa: {
        title: '¿Cuándo se liquida una posición de futuros?',
        markdown:
          'Cuando el primer precio registrado alcanza su precio de liquidación: el precio al que la pérdida iguala el margen menos la parte de mantenimiento (20 % para cripto, 30 % para acciones). El precio se muestra antes de confirmar y en la posición.',
      },
    }),
    entry('overnight', 'futures', 2, {
      en: {
        title: 'What is the overnight fee?',
        markdown:
          'Each night at 00:00 UTC an open position pays 0.03 % of its margin (0.02 % for stock contracts), taken from the margin. The fees paid are listed on the position.',
      },
      zh: {
        title: '什么是隔夜费？',
        markdown:
          '每晚 00:00 UTC，未平仓位需支付其保证金的 0.03%（股票合约为 0.02%），从保证金中扣除。已支付的隔夜费会列示在仓位上。',
      },
      hk: {
        title: '甚麼是隔夜費？',
        markdown:
          '每晚 00:00 UTC，未平倉位需支付其保證金的 0.03%（股票合約為 0.02%），從保證金中扣除。已支付的隔夜費會列示於倉位上。',
      },
      th: {
        title: 'ค่าธรรมเนียมข้ามคืนคืออะไร?',
        markdown:
          'ทุกคืนเวลา 00:00 UTC สถานะที่เปิดอยู่จะจ่าย 0.03% ของมาร์จิ้น (0.02% สำหรับสัญญาหุ้น) โดยหักจากมาร์จิ้น ค่าธรรมเนียมที่จ่ายแล้วจะแสดงไว้ในสถานะ',
      },
      jp: {
        title: 'オーバーナイト手数料とは何ですか？',
        markdown:
          '毎晩 00:00 UTC に、未決済のポジションは証拠金の 0.03%（株式先物は 0.02%）を支払い、この額は証拠金から差し引かれます。支払った手数料はポジションに一覧表示されます。',
      },
      pt: {
        title: 'O que é a taxa overnight?',
        markdown:
          'Todas as noites às 00:00 UTC, uma posição aberta paga 0,03% da sua margem (0,02% para contratos de ações), retirados da margem. As taxas pagas são apresentadas na posição.',
      },
      kor: {
        title: '오버나이트 수수료란 무엇인가요?',
        markdown:
          '매일 밤 00:00 UTC에 미청산 포지션은 증거금의 0.03%(주식 계약은 0.02%)를 지급하며, 이 금액은 증거금에서 차감됩니다. 지급된 수수료는 포지션에 표시됩니다.',
      },
      fra: {
        title: 'Que sont les frais de nuit ?',
        markdown:
          'Chaque nuit à 00:00 UTC, une position ouverte paie 0,03 % de sa marge (0,02 % pour les contrats sur actions), prélevés sur la marge. Les frais payés sont listés sur la position.',
      },
      spa: {
        title: '¿Qué es la comisión nocturna?',
        markdown:
          'Cada noche a las 00:00 UTC, una posición abierta paga el 0,03 % de su margen (0,02 % para contratos de acciones), que se descuenta del margen. Las comisiones pagadas se detallan en la posición.',
      },
    }),
    entry('mining-redeem', 'wealth', 1, {
      en: {
        title: 'Can I redeem locked mining early?',
        markdown:
          'Yes. The penalty is the plan’s settlement ratio × the days left × the amount locked (for example 0.4 % × 3 days × 10,000 = 120), shown before you confirm. The yields already paid stay yours.',
      },
      zh: {
        title: '锁仓挖矿可以提前赎回吗？',
        markdown:
          '可以。违约金 = 方案的结算比例 × 剩余天数 × 锁仓金额（例如 0.4% × 3 天 × 10,000 = 120），会在您确认前显示。已发放的收益仍归您所有。',
      },
      hk: {
        title: '鎖倉挖礦可以提前贖回嗎？',
        markdown:
          '可以。違約金 = 方案的結算比例 × 剩餘天數 × 鎖倉金額（例如 0.4% × 3 天 × 10,000 = 120），會在您確認前顯示。已發放的收益仍歸您所有。',
      },
      th: {
        title: 'ไถ่ถอนการขุดแบบล็อกก่อนกำหนดได้หรือไม่?',
        markdown:
          'ได้ ค่าปรับคืออัตราชำระของแผน × จำนวนวันที่เหลือ × จำนวนที่ล็อกไว้ (เช่น 0.4% × 3 วัน × 10,000 = 120) ซึ่งจะแสดงก่อนคุณยืนยัน ผลตอบแทนที่จ่ายไปแล้วยังคงเป็นของคุณ',
      },
      jp: {
        title: 'ロックマイニングは中途解約できますか？',
        markdown:
          'はい。違約金は、プランの決済比率 × 残り日数 × ロック額（例：0.4% × 3 日 × 10,000 = 120）で、確定前に表示されます。すでに支払われた利回りはそのままお受け取りいただけます。',
      },
      pt: {
        title: 'Posso resgatar a mineração bloqueada antecipadamente?',
        markdown:
          'Sim. A penalização é o rácio de liquidação do plano × os dias restantes × o montante bloqueado (por exemplo, 0,4% × 3 dias × 10 000 = 120), apresentada antes de confirmar. Os rendimentos já pagos continuam a ser seus.',
      },
      kor: {
        title: '락업 마이닝을 중도 상환할 수 있나요?',
        markdown:
          '네. 위약금은 플랜의 정산 비율 × 남은 일수 × 락업 금액(예: 0.4% × 3일 × 10,000 = 120)이며, 확인 전에 표시됩니다. 이미 지급된 수익은 그대로 회원님의 것입니다.',
      },
      fra: {
        title: 'Puis-je racheter un minage bloqué par anticipation ?',
        markdown:
          'Oui. La pénalité est égale au ratio de règlement du plan × les jours restants × le montant bloqué (par exemple 0,4 % × 3 jours × 10 000 = 120), affichée avant votre confirmation. Les rendements déjà versés vous restent acquis.',
      },
      spa: {
        title: '¿Puedo rescatar la minería bloqueada de forma anticipada?',
        markdown:
          'Sí. La penalización es la ratio de liquidación del plan × los días restantes × el importe bloqueado (por ejemplo, 0,4 % × 3 días × 10.000 = 120), y se muestra antes de confirmar. Los rendimientos ya pagados siguen siendo suyos.',
      },
    }),
    entry('dual', 'wealth', 2, {
      en: {
        title: 'How is dual investment settled?',
        markdown:
          'At maturity, on the recorded price in force: below the linked price you are paid in the base coin, otherwise in USDT, each with the interest of the days held. Both outcomes are shown before you buy.',
      },
      zh: {
        title: '双币投资如何结算？',
        markdown:
          '到期时按当时生效的记录价格结算：低于挂钩价格时以基础币种支付，否则以 USDT 支付，两种情况均包含持有天数对应的利息。购买前会显示两种可能的结果。',
      },
      hk: {
        title: '雙幣投資如何結算？',
        markdown:
          '到期時按當時生效的記錄價格結算：低於掛鈎價格時以基礎幣種支付，否則以 USDT 支付，兩種情況均包含持有日數對應的利息。購買前會顯示兩種可能的結果。',
      },
      th: {
        title: 'การลงทุนแบบคู่สกุลเงินชำระราคาอย่างไร?',
        markdown:
          'เมื่อครบกำหนด จะใช้ราคาที่บันทึกไว้ซึ่งมีผลในขณะนั้น: หากต่ำกว่าราคาอ้างอิง คุณจะได้รับเป็นเหรียญหลัก มิฉะนั้นจะได้รับเป็น USDT ทั้งสองกรณีพร้อมดอกเบี้ยตามจำนวนวันที่ถือ ผลลัพธ์ทั้งสองแบบจะแสดงก่อนคุณซื้อ',
      },
      jp: {
        title: 'デュアル投資はどのように決済されますか？',
        markdown:
          '満期時点で有効な記録価格に基づいて決済されます。連動価格を下回っていればベース通貨で、それ以外の場合は USDT で支払われ、いずれも保有日数分の利息が付きます。どちらの結果になるかは購入前に表示されます。',
      },
      pt: {
        title: 'Como é liquidado o investimento duplo?',
        markdown:
          'No vencimento, ao preço registado em vigor: abaixo do preço vinculado, recebe na moeda base; caso contrário, em USDT, em ambos os casos com os juros dos dias de detenção. Os dois resultados possíveis são apresentados antes de comprar.',
      },
      kor: {
        title: '듀얼 투자는 어떻게 정산되나요?',
        markdown:
          '만기 시 유효한 기록 가격으로 정산됩니다. 연계 가격보다 낮으면 기초 코인으로, 그렇지 않으면 USDT로 지급되며, 어느 쪽이든 보유 일수만큼의 이자가 포함됩니다. 두 결과 모두 구매 전에 표시됩니다.',
      },
      fra: {
        title: 'Comment l’investissement double est-il réglé ?',
        markdown:
          'À l’échéance, au prix enregistré en vigueur : sous le prix lié, vous êtes payé dans la crypto de base, sinon en USDT, avec dans les deux cas les intérêts des jours de détention. Les deux issues possibles sont affichées avant l’achat.',
      },
      spa: {
        title: '¿Cómo se liquida la inversión dual?',
        markdown:
          'Al vencimiento, al precio registrado vigente: por debajo del precio vinculado se le paga en la moneda base y, en caso contrario, en USDT, en ambos casos con los intereses de los días de tenencia. Ambos resultados posibles se muestran antes de comprar.',
      },
    }),
    entry('fairness', 'safety', 1, {
      en: {
        title: 'How can I check that a result was fair?',
        markdown:
          'Every settlement keeps the recorded ticks, the rules and the calculator version it used: the numbers on your order pages are those records. The daily quiz’s answer and every blind box’s contents are committed to in advance, and your device checks the proof when they are revealed.',
      },
      zh: {
        title: '如何核实结果是公平的？',
        markdown:
          '每一笔结算都会保存其所用的行情记录、规则和计算器版本：订单页面上的数字就是这些记录。每日问答的答案和每个盲盒的内容都会事先以密码学方式承诺锁定，揭晓时由您的设备校验证明。',
      },
      hk: {
        title: '如何核實結果是公平的？',
        markdown:
          '每一筆結算都會保存其所用的行情記錄、規則及計算器版本：訂單頁面上的數字正是這些記錄。每日問答的答案及每個盲盒的內容均會事先以密碼學方式承諾鎖定，揭曉時由您的裝置核實證明。',
      },
      th: {
        title: 'ฉันจะตรวจสอบได้อย่างไรว่าผลลัพธ์ยุติธรรม?',
        markdown:
          'การชำระราคาทุกครั้งเก็บติกที่บันทึกไว้ กฎ และเวอร์ชันของสูตรคำนวณที่ใช้: ตัวเลขในหน้าคำสั่งของคุณคือบันทึกเหล่านั้น คำตอบของคำถามประจำวันและสิ่งที่อยู่ในกล่องสุ่มทุกกล่องถูกผูกมัดไว้ล่วงหน้า และอุปกรณ์ของคุณจะตรวจสอบหลักฐานเมื่อมีการเปิดเผย',
      },
      jp: {
        title: '結果が公正だったことはどう確認できますか？',
        markdown:
          'すべての決済には、使用した記録済みのティック、ルール、計算式のバージョンが保存されています。注文ページの数値はこれらの記録です。毎日のクイズの答えとすべてのブラインドボックスの中身は事前にコミットされており、公開時にお使いの端末が証明を検証します。',
      },
      pt: {
        title: 'Como posso verificar que um resultado foi justo?',
        markdown:
          'Cada liquidação guarda os ticks registados, as regras e a versão da calculadora que utilizou: os números nas páginas das suas ordens são esses registos. A resposta do quiz diário e o conteúdo de cada caixa-surpresa são comprometidos antecipadamente, e o seu dispositivo verifica a prova quando são revelados.',
      },
      kor: {
        title: '결과가 공정했는지 어떻게 확인하나요?',
        markdown:
          '모든 정산에는 사용된 기록 틱, 규칙, 계산식 버전이 보관되며, 주문 페이지의 숫자가 바로 이 기록입니다. 매일 퀴즈의 정답과 모든 블라인드 박스의 내용물은 미리 커밋되며, 공개될 때 회원님의 기기가 그 증명을 검증합니다.',
      },
      fra: {
        title: 'Comment vérifier qu’un résultat était équitable ?',
        markdown:
          'Chaque règlement conserve les ticks enregistrés, les règles et la version du calculateur utilisés : les chiffres de vos pages d’ordres sont ces enregistrements. La réponse du quiz du jour et le contenu de chaque boîte mystère font l’objet d’un engagement préalable, et votre appareil vérifie la preuve lorsqu’ils sont révélés.',
      },
      spa: {
        title: '¿Cómo puedo comprobar que un resultado fue justo?',
        markdown:
          'Cada liquidación conserva los ticks registrados, las reglas y la versión de la calculadora que utilizó: las cifras de sus páginas de órdenes son esos registros. La respuesta del quiz del día y el contenido de cada caja sorpresa se comprometen de antemano, y su dispositivo verifica la prueba cuando se revelan.',
      },
    }),
  ];
}

/**
 * Publishes the seeded content once: each article by its seed name (one insert that skips those
 * already there, so processes starting together and later starts change nothing), with its texts.
 */
export const seedContent = async (db: Kysely<Database>, now: Date): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    for (const article of SEED_CONTENT) {
      const created = await trx
        .insertInto('content_articles')
        .values({
          seed: article.seed,
          category: article.category,
          key: article.key ?? null,
          topic: article.topic ?? null,
          image: article.image ?? null,
          link: article.link ?? null,
          position: article.position ?? 0,
          state: 'published',
          version: 1,
          published_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('seed').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created === undefined) continue;
      await trx
        .insertInto('content_texts')
        .values(
          Object.entries(article.texts).map(([lang, text]) => ({
            article_id: created.id,
            lang,
            title: text.title,
            summary: text.summary ?? '',
            markdown: text.markdown,
            updated_at: now,
          })),
        )
        .execute();
    }
  });
};
