// The offline page's words, in the language the app was last used in (its stored choice), else
// the first of the browser's languages the app speaks, else English. A classic script with nothing
// to import: the page must work when nothing but itself could be kept.
(() => {
  const WORDS = {
    en: {
      title: "You're offline",
      hint: 'This page needs an internet connection. Check your connection and try again.',
      retry: 'Try again',
      home: 'Open Tessera',
    },
    fra: {
      title: 'Vous êtes hors ligne',
      hint: 'Cette page a besoin d’une connexion Internet. Vérifiez votre connexion et réessayez.',
      retry: 'Réessayer',
      home: 'Ouvrir Tessera',
    },
    spa: {
      title: 'Sin conexión',
      hint: 'Esta página necesita conexión a Internet. Comprueba tu conexión e inténtalo de nuevo.',
      retry: 'Reintentar',
      home: 'Abrir Tessera',
    },
    pt: {
      title: 'Você está offline',
      hint: 'Esta página precisa de conexão com a Internet. Verifique sua conexão e tente novamente.',
      retry: 'Tentar novamente',
      home: 'Abrir o Tessera',
    },
    zh: {
      title: '网络已断开',
      hint: '此页面需要连接网络。请检查网络连接后重试。',
      retry: '重试',
      home: '打开 Tessera',
    },
    hk: {
      title: '網絡已中斷',
      hint: '此頁面需要連接網絡。請檢查網絡連線後重試。',
      retry: '重試',
      home: '開啟 Tessera',
    },
    jp: {
      title: 'オフラインです',
      hint: 'このページを表示するにはインターネット接続が必要です。接続を確認して、もう一度お試しください。',
      retry: '再試行',
      home: 'Tessera を開く',
    },
    kor: {
      title: '오프라인 상태입니다',
      hint: '이 페이지를 보려면 인터넷 연결이 필요합니다. 연결 상태를 확인한 후 다시 시도하세요.',
      retry: '다시 시도',
      home: 'Tessera 열기',
    },
    th: {
      title: 'คุณออฟไลน์อยู่',
      hint: 'หน้านี้ต้องใช้การเชื่อมต่ออินเทอร์เน็ต โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
      retry: 'ลองอีกครั้ง',
      home: 'เปิด Tessera',
    },
  };
  /** The app's language codes to the tags `<html lang>` takes, as core's LOCALES. */
  const LOCALES = {
    en: 'en',
    fra: 'fr',
    spa: 'es',
    pt: 'pt',
    zh: 'zh-Hans',
    hk: 'zh-Hant',
    jp: 'ja',
    kor: 'ko',
    th: 'th',
  };
  const BY_PRIMARY_TAG = {
    en: 'en',
    fr: 'fra',
    es: 'spa',
    pt: 'pt',
    zh: 'zh',
    ja: 'jp',
    ko: 'kor',
    th: 'th',
  };

  /** Where the app keeps the chosen language (http-adapter's browserStorage, core's StorageKeys.lang). */
  const storedLanguage = () => {
    try {
      return localStorage.getItem('tessera:lang');
    } catch {
      // Storage refused (a privacy mode): the browser's languages decide.
      return null;
    }
  };

  /** The app's language for a browser tag: traditional Chinese (Hong Kong, Taiwan, Macau) is `hk`. */
  const fromTag = (tag) => {
    const parts = tag.toLowerCase().split('-');
    if (parts[0] === 'zh' && parts.some((part) => ['hant', 'hk', 'tw', 'mo'].includes(part))) return 'hk';
    return BY_PRIMARY_TAG[parts[0]];
  };

  const choose = () => {
    const stored = storedLanguage();
    if (stored !== null && Object.hasOwn(WORDS, stored)) return stored;
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
    return tags.map(fromTag).find((language) => language !== undefined) ?? 'en';
  };

  const language = choose();
  const words = WORDS[language];
  document.documentElement.lang = LOCALES[language];
  document.title = `${words.title} · Tessera`;
  for (const element of document.querySelectorAll('[data-text]')) {
    element.textContent = words[element.dataset.text];
  }
  // Reloading asks for the address that failed again: online by now, it opens.
  document.querySelector('.offline__retry').addEventListener('click', () => location.reload());
})();
