import type { Language } from '@tessera/core';

/** One home-page shortcut (spec `/menu`): the route it opens and its title in each language. */
export interface MenuItem {
  readonly key: string;
  readonly path: string;
  readonly title: Readonly<Record<Language, string>>;
}

/** The home page's shortcuts, in the order they show. */
export const MENU: readonly MenuItem[] = [
  {
    key: 'deposit',
    path: '/pages/fund/select',
    title: {
      en: 'Deposit',
      zh: '充值',
      hk: '充值',
      th: 'ฝากเงิน',
      jp: '入金',
      pt: 'Depositar',
      kor: '입금',
      fra: 'Dépôt',
      spa: 'Depositar',
    },
  },
  {
    key: 'quickBuy',
    path: '/pages/buy/index',
    title: {
      en: 'Buy crypto',
      zh: '快捷买币',
      hk: '快捷買幣',
      th: 'ซื้อคริปโต',
      jp: '暗号資産を購入',
      pt: 'Comprar cripto',
      kor: '코인 구매',
      fra: 'Acheter des cryptos',
      spa: 'Comprar cripto',
    },
  },
  {
    key: 'copyTrading',
    path: '/pages/copytrade/copy',
    title: {
      en: 'Copy trading',
      zh: '跟单交易',
      hk: '跟單交易',
      th: 'คัดลอกการเทรด',
      jp: 'コピートレード',
      pt: 'Copy trading',
      kor: '카피 트레이딩',
      fra: 'Copy trading',
      spa: 'Copy trading',
    },
  },
  {
    key: 'nft',
    path: '/pages/nft/nft',
    title: {
      en: 'NFT',
      zh: 'NFT',
      hk: 'NFT',
      th: 'NFT',
      jp: 'NFT',
      pt: 'NFT',
      kor: 'NFT',
      fra: 'NFT',
      spa: 'NFT',
    },
  },
  {
    key: 'guess',
    path: '/pages/game/game',
    title: {
      en: 'Guess game',
      zh: '竞猜',
      hk: '競猜',
      th: 'เกมทายผล',
      jp: '予想ゲーム',
      pt: 'Jogo de palpites',
      kor: '예측 게임',
      fra: 'Pronostics',
      spa: 'Pronósticos',
    },
  },
  {
    key: 'mining',
    path: '/pages/lockming/lockming',
    title: {
      en: 'Locked mining',
      zh: '锁仓挖矿',
      hk: '鎖倉挖礦',
      th: 'ล็อกขุด',
      jp: 'ロックマイニング',
      pt: 'Mineração bloqueada',
      kor: '락업 마이닝',
      fra: 'Minage bloqué',
      spa: 'Minería bloqueada',
    },
  },
  {
    key: 'faq',
    path: '/pages/common/faq',
    title: {
      en: 'Help',
      zh: '帮助',
      hk: '幫助',
      th: 'ช่วยเหลือ',
      jp: 'ヘルプ',
      pt: 'Ajuda',
      kor: '도움말',
      fra: 'Aide',
      spa: 'Ayuda',
    },
  },
];
