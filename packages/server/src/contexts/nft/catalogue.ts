import type { Language, NftMediaType, NftRarity, NftSaleKind } from '@tessera/core';

/** A text in each of the app's languages. */
type Texts = Readonly<Record<Language, string>>;

/**
 * The marketplace's seeded catalogue: four artists, their collections, twelve artworks the
 * platform sells (fixed price or auction, relisted whenever a sale ends unsold) and a series of
 * ten blind-box items. The media are the project's own, made by
 * `packages/server/scripts/generate-nft-media.mjs` (CC0-1.0) and served at `/nft-media/`.
 * Names are proper nouns; descriptions and bios are in the nine languages.
 */
export interface CatalogueArtist {
  readonly id: number;
  readonly name: string;
  readonly avatar: string;
  readonly bio: Texts;
}

export interface CatalogueCollection {
  readonly id: number;
  readonly name: string;
  readonly artistId: number;
  readonly description: Texts;
}

export interface CatalogueArtwork {
  readonly code: string;
  readonly name: string;
  readonly artistId: number;
  readonly collectionId: number;
  readonly rarity: NftRarity;
  readonly media: { readonly type: NftMediaType; readonly file: string; readonly poster: string | null };
  readonly description: Texts;
  /** How the platform sells it; null for a blind-box item, which only a box gives. */
  readonly sale: {
    readonly kind: NftSaleKind;
    /** The fixed price, or the auction's start price, in USDT. */
    readonly price: string;
    /** An auction's increment. */
    readonly increment?: string;
    /** How long each listing runs. */
    readonly hours: number;
  } | null;
}

export interface CatalogueSeries {
  readonly id: number;
  readonly name: string;
  readonly collectionId: number;
  readonly price: string;
  readonly cover: string;
  readonly days: number;
  readonly description: Texts;
  /** Its items' codes (the artworks above with `sale: null`), shuffled into boxes at seeding. */
  readonly items: readonly string[];
}

/** Where the media are served. */
export const NFT_MEDIA_PATH = '/nft-media/';
/** The currency the marketplace prices in, and the decimals it takes. */
export const NFT_ASSET = 'USDT';
export const NFT_DECIMALS = 2;

export const ARTISTS: readonly CatalogueArtist[] = [
  {
    id: 1,
    name: 'Mira Okafor',
    avatar: 'artist-1.svg',
    bio: {
      en: 'Mira paints the sea as it moves: layered waves and tides drawn by code from her coastal sketches.',
      zh: 'Mira 笔下的大海始终在流动：层叠的浪花与潮汐，由代码从她的海岸速写中绘出。',
      hk: 'Mira 筆下的大海始終在流動：層疊的浪花與潮汐，由程式碼從她的海岸速寫中繪出。',
      th: 'Mira วาดทะเลขณะเคลื่อนไหว ทั้งคลื่นและกระแสน้ำที่ซ้อนกันเป็นชั้น ๆ ซึ่งโค้ดถ่ายทอดจากภาพสเก็ตช์ริมชายฝั่งของเธอ',
      jp: 'Mira は動き続ける海を描きます。海辺のスケッチをもとに、重なり合う波と潮をコードで描き出します。',
      pt: 'Mira pinta o mar em movimento: ondas e marés em camadas, desenhadas por código a partir dos seus esboços da costa.',
      kor: 'Mira는 움직이는 바다를 그립니다. 해안 스케치에서 출발해 겹겹이 쌓인 파도와 물결을 코드로 그려 냅니다.',
      fra: 'Mira peint la mer en mouvement : vagues et marées superposées, tracées par le code à partir de ses croquis du littoral.',
      spa: 'Mira pinta el mar en movimiento: olas y mareas superpuestas, trazadas con código a partir de sus bocetos de la costa.',
    },
  },
  {
    id: 2,
    name: 'Tomás Reyes',
    avatar: 'artist-2.svg',
    bio: {
      en: 'Tomás builds warm geometric grids, where one rule repeated a thousand times becomes a pattern.',
      zh: 'Tomás 构建温暖的几何网格：一条规则重复千遍，便化作图案。',
      hk: 'Tomás 構建溫暖的幾何網格：一條規則重複千遍，便化作圖案。',
      th: 'Tomás สร้างกริดเรขาคณิตโทนอบอุ่น ที่กฎข้อเดียวเมื่อทำซ้ำนับพันครั้งจะกลายเป็นลวดลาย',
      jp: 'Tomás が組み上げるのは、温かみのある幾何学グリッド。ひとつのルールを千回繰り返すと、模様が生まれます。',
      pt: 'Tomás constrói grelhas geométricas calorosas, onde uma só regra repetida mil vezes se torna padrão.',
      kor: 'Tomás는 따뜻한 기하학 격자를 만듭니다. 하나의 규칙이 천 번 반복되면 패턴이 됩니다.',
      fra: 'Tomás construit des grilles géométriques chaleureuses, où une seule règle répétée mille fois devient motif.',
      spa: 'Tomás construye cálidas retículas geométricas, donde una sola regla repetida mil veces se convierte en patrón.',
    },
  },
  {
    id: 3,
    name: 'Lin Haruka',
    avatar: 'artist-3.svg',
    bio: {
      en: 'Lin composes short generative pieces of sound and moving light that loop without ever quite repeating.',
      zh: 'Lin 创作简短的生成式声音与流光作品，循环往复，却从不完全重复。',
      hk: 'Lin 創作簡短的生成式聲音與流光作品，循環往復，卻從不完全重複。',
      th: 'Lin สร้างสรรค์ผลงานเจเนอเรทีฟสั้น ๆ ด้วยเสียงและแสงเคลื่อนไหว ที่วนซ้ำไปเรื่อย ๆ โดยไม่เคยซ้ำเดิมเสียทีเดียว',
      jp: 'Lin は音と動く光による短いジェネラティブ作品を手がけます。ループしながらも、決してまったく同じにはなりません。',
      pt: 'Lin compõe breves peças generativas de som e luz em movimento, em ciclos que nunca se repetem por completo.',
      kor: 'Lin은 소리와 움직이는 빛으로 짧은 제너러티브 작품을 만듭니다. 끝없이 반복되지만 결코 똑같지는 않습니다.',
      fra: 'Lin compose de courtes pièces génératives de son et de lumière en mouvement, qui bouclent sans jamais tout à fait se répéter.',
      spa: 'Lin compone breves piezas generativas de sonido y luz en movimiento que se repiten en bucle sin llegar nunca a ser iguales.',
    },
  },
  {
    id: 4,
    name: 'Ade Nwosu',
    avatar: 'artist-4.svg',
    bio: {
      en: 'Ade maps imagined night skies: each constellation is drawn once, and only one collector will hold it.',
      zh: 'Ade 绘制想象中的夜空：每个星座只绘制一次，也只会属于一位藏家。',
      hk: 'Ade 繪製想像中的夜空：每個星座只繪製一次，也只會屬於一位藏家。',
      th: 'Ade สร้างแผนที่ท้องฟ้ายามค่ำคืนจากจินตนาการ กลุ่มดาวแต่ละกลุ่มถูกวาดเพียงครั้งเดียว และจะมีนักสะสมเพียงคนเดียวที่ได้ครอบครอง',
      jp: 'Ade は想像の夜空を星図に描きます。どの星座も描かれるのは一度きり。手にできるコレクターはただ一人です。',
      pt: 'Ade cartografa céus noturnos imaginados: cada constelação é desenhada uma única vez e só um colecionador a terá.',
      kor: 'Ade는 상상 속 밤하늘을 지도로 그립니다. 모든 별자리는 단 한 번만 그려지며, 단 한 명의 컬렉터만 소장할 수 있습니다.',
      fra: 'Ade cartographie des ciels nocturnes imaginaires : chaque constellation n’est tracée qu’une fois, et un seul collectionneur la possédera.',
      spa: 'Ade cartografía cielos nocturnos imaginarios: cada constelación se dibuja una sola vez y solo un coleccionista la tendrá.',
    },
  },
];

export const COLLECTIONS: readonly CatalogueCollection[] = [
  {
    id: 1,
    name: 'Tidal',
    artistId: 1,
    description: {
      en: 'Three studies of water in motion.',
      zh: '三幅关于流动之水的习作。',
      hk: '三幅關於流動之水的習作。',
      th: 'ภาพศึกษาสายน้ำที่เคลื่อนไหวสามชิ้น',
      jp: '動く水を描いた三つの習作。',
      pt: 'Três estudos da água em movimento.',
      kor: '움직이는 물을 담은 세 점의 습작.',
      fra: 'Trois études de l’eau en mouvement.',
      spa: 'Tres estudios del agua en movimiento.',
    },
  },
  {
    id: 2,
    name: 'Lattice',
    artistId: 2,
    description: {
      en: 'Grids, folds and the rules that make them.',
      zh: '网格、折痕，以及造就它们的规则。',
      hk: '網格、摺痕，以及造就它們的規則。',
      th: 'กริด รอยพับ และกฎที่สร้างสรรค์สิ่งเหล่านั้น',
      jp: 'グリッドと折り目、そしてそれを生み出すルール。',
      pt: 'Grelhas, dobras e as regras que as criam.',
      kor: '격자와 접힘, 그리고 그것을 만드는 규칙.',
      fra: 'Des grilles, des plis et les règles qui les font naître.',
      spa: 'Retículas, pliegues y las reglas que los crean.',
    },
  },
  {
    id: 3,
    name: 'Loops',
    artistId: 3,
    description: {
      en: 'Moving images and short tracks that loop.',
      zh: '循环播放的动态影像与短曲。',
      hk: '循環播放的動態影像與短曲。',
      th: 'ภาพเคลื่อนไหวและแทร็กเสียงสั้น ๆ ที่เล่นวนซ้ำ',
      jp: 'ループする映像と短いトラック。',
      pt: 'Imagens em movimento e faixas curtas em loop.',
      kor: '반복 재생되는 움직이는 이미지와 짧은 트랙.',
      fra: 'Images animées et courts morceaux en boucle.',
      spa: 'Imágenes en movimiento y pistas breves en bucle.',
    },
  },
  {
    id: 4,
    name: 'Constellations',
    artistId: 4,
    description: {
      en: 'Ten star maps sold only in blind boxes, from common to legendary.',
      zh: '十幅星图，仅以盲盒发售，从普通到传说。',
      hk: '十幅星圖，僅以盲盒發售，由普通到傳說。',
      th: 'แผนที่ดาวสิบแบบ วางจำหน่ายเฉพาะในกล่องสุ่ม ตั้งแต่ระดับธรรมดาไปจนถึงระดับตำนาน',
      jp: 'ブラインドボックス限定の10枚の星図。コモンからレジェンダリーまで。',
      pt: 'Dez mapas estelares vendidos apenas em caixas-surpresa, do comum ao lendário.',
      kor: '블라인드 박스로만 판매되는 별자리 지도 10점, 일반부터 전설까지.',
      fra: 'Dix cartes du ciel vendues uniquement en boîtes mystère, de la commune à la légendaire.',
      spa: 'Diez mapas estelares a la venta solo en cajas sorpresa, de comunes a legendarios.',
    },
  },
];

const image = (file: string) => ({ type: 'image' as const, file, poster: null });

export const ARTWORKS: readonly CatalogueArtwork[] = [
  {
    code: 'TSR-0001',
    name: 'Tidal I: Swell',
    artistId: 1,
    collectionId: 1,
    rarity: 'common',
    media: image('a01.svg'),
    description: {
      en: 'A long swell rolling in under a pale morning sky.',
      zh: '晨光微白的天空下，绵长的涌浪徐徐而来。',
      hk: '晨光微白的天空下，綿長的湧浪徐徐而來。',
      th: 'คลื่นลูกยาวม้วนตัวเข้าฝั่งใต้ท้องฟ้ายามเช้าสีซีดจาง',
      jp: '淡い朝の空の下、寄せてくる長いうねり。',
      pt: 'Uma longa ondulação a chegar sob um pálido céu da manhã.',
      kor: '희미한 아침 하늘 아래 밀려드는 긴 너울.',
      fra: 'Une longue houle roulant vers le rivage sous un pâle ciel matinal.',
      spa: 'Un largo oleaje que avanza bajo un pálido cielo matinal.',
    },
    sale: { kind: 'fixed', price: '25', hours: 168 },
  },
  {
    code: 'TSR-0002',
    name: 'Tidal II: Undertow',
    artistId: 1,
    collectionId: 1,
    rarity: 'rare',
    media: image('a02.svg'),
    description: {
      en: 'Deep currents pulling beneath a calm surface.',
      zh: '平静的水面之下，深流暗涌。',
      hk: '平靜的水面之下，深流暗湧。',
      th: 'กระแสน้ำลึกที่ดึงรั้งอยู่ใต้ผิวน้ำอันสงบนิ่ง',
      jp: '穏やかな水面の下で引き込む、深い流れ。',
      pt: 'Correntes profundas que puxam sob uma superfície calma.',
      kor: '잔잔한 수면 아래에서 끌어당기는 깊은 해류.',
      fra: 'De profonds courants à l’œuvre sous une surface paisible.',
      spa: 'Corrientes profundas que arrastran bajo una superficie en calma.',
    },
    sale: { kind: 'auction', price: '40', increment: '5', hours: 24 },
  },
  {
    code: 'TSR-0003',
    name: 'Tidal III: Spring Tide',
    artistId: 1,
    collectionId: 1,
    rarity: 'epic',
    media: image('a03.svg'),
    description: {
      en: 'The highest water of the month, bright with reflected light.',
      zh: '一月之中最高的潮水，映着粼粼波光。',
      hk: '一月之中最高的潮水，映著粼粼波光。',
      th: 'ระดับน้ำสูงสุดของเดือน ส่องประกายด้วยแสงสะท้อน',
      jp: 'ひと月でいちばん高い潮。照り返す光にきらめく。',
      pt: 'A maré mais alta do mês, luminosa de luz refletida.',
      kor: '반사된 빛으로 환하게 빛나는, 한 달 중 가장 높은 만조.',
      fra: 'Les plus hautes eaux du mois, éclatantes de lumière réfléchie.',
      spa: 'La marea más alta del mes, brillante de luz reflejada.',
    },
    sale: { kind: 'fixed', price: '120', hours: 168 },
  },
  {
    code: 'TSR-0004',
    name: 'Lattice I: Warp',
    artistId: 2,
    collectionId: 2,
    rarity: 'common',
    media: image('a04.svg'),
    description: {
      en: 'A grid bent by a single gentle force.',
      zh: '一股轻柔之力，将网格微微弯折。',
      hk: '一股輕柔之力，將網格微微彎折。',
      th: 'กริดที่โค้งงอด้วยแรงอ่อนโยนเพียงแรงเดียว',
      jp: 'ひとつの穏やかな力にたわむグリッド。',
      pt: 'Uma grelha curvada por uma única força suave.',
      kor: '단 하나의 부드러운 힘에 휘어진 격자.',
      fra: 'Une grille courbée par une seule force, tout en douceur.',
      spa: 'Una retícula curvada por una única fuerza suave.',
    },
    sale: { kind: 'fixed', price: '20', hours: 168 },
  },
  {
    code: 'TSR-0005',
    name: 'Lattice II: Weft',
    artistId: 2,
    collectionId: 2,
    rarity: 'rare',
    media: image('a05.svg'),
    description: {
      en: 'Threads crossing at every angle the rule allows.',
      zh: '丝线以规则允许的每一种角度交织。',
      hk: '絲線以規則容許的每一種角度交織。',
      th: 'เส้นด้ายที่ไขว้กันในทุกมุมที่กฎอนุญาต',
      jp: 'ルールが許すあらゆる角度で交差する糸。',
      pt: 'Fios que se cruzam em todos os ângulos que a regra permite.',
      kor: '규칙이 허락하는 모든 각도로 교차하는 실.',
      fra: 'Des fils qui se croisent selon tous les angles que la règle permet.',
      spa: 'Hilos que se cruzan en todos los ángulos que la regla permite.',
    },
    sale: { kind: 'auction', price: '30', increment: '3', hours: 24 },
  },
  {
    code: 'TSR-0006',
    name: 'Lattice III: Fold',
    artistId: 2,
    collectionId: 2,
    rarity: 'epic',
    media: image('a06.svg'),
    description: {
      en: 'A plane folded onto itself until it glows.',
      zh: '一个平面层层自我折叠，直至焕发光芒。',
      hk: '一個平面層層自我摺疊，直至煥發光芒。',
      th: 'ระนาบที่พับทับตัวเองจนเปล่งประกาย',
      jp: '光を放つまで幾重にも折り重ねられた平面。',
      pt: 'Um plano dobrado sobre si mesmo até brilhar.',
      kor: '빛이 날 때까지 스스로 접힌 평면.',
      fra: 'Un plan replié sur lui-même jusqu’à s’illuminer.',
      spa: 'Un plano plegado sobre sí mismo hasta resplandecer.',
    },
    sale: { kind: 'auction', price: '80', increment: '10', hours: 24 },
  },
  {
    code: 'TSR-0007',
    name: 'Loops: Orbit',
    artistId: 3,
    collectionId: 3,
    rarity: 'rare',
    media: { type: 'gif', file: 'a07.gif', poster: null },
    description: {
      en: 'Small bodies circling a point that is never drawn.',
      zh: '小小的天体，环绕着一个从未画出的点。',
      hk: '小小的天體，環繞著一個從未畫出的點。',
      th: 'วัตถุเล็ก ๆ โคจรรอบจุดที่ไม่เคยถูกวาดขึ้น',
      jp: '描かれることのない一点をめぐる、小さな天体たち。',
      pt: 'Pequenos corpos a orbitar um ponto que nunca é desenhado.',
      kor: '한 번도 그려지지 않는 한 점을 도는 작은 천체들.',
      fra: 'De petits corps qui tournent autour d’un point jamais dessiné.',
      spa: 'Pequeños cuerpos que giran alrededor de un punto que nunca se dibuja.',
    },
    sale: { kind: 'fixed', price: '45', hours: 168 },
  },
  {
    code: 'TSR-0008',
    name: 'Loops: Pulse',
    artistId: 3,
    collectionId: 3,
    rarity: 'epic',
    media: { type: 'gif', file: 'a08.gif', poster: null },
    description: {
      en: 'Rings of colour breathing in and out.',
      zh: '色彩之环，一呼一吸。',
      hk: '色彩之環，一呼一吸。',
      th: 'วงแหวนแห่งสีสันที่หายใจเข้าออก',
      jp: '呼吸するように膨らんでは縮む、色の輪。',
      pt: 'Anéis de cor que inspiram e expiram.',
      kor: '숨을 들이쉬고 내쉬듯 움직이는 색의 고리.',
      fra: 'Des anneaux de couleur qui inspirent et expirent.',
      spa: 'Anillos de color que se expanden y se contraen al respirar.',
    },
    sale: { kind: 'auction', price: '60', increment: '5', hours: 24 },
  },
  {
    code: 'TSR-0009',
    name: 'Loops: Dawn Chorus',
    artistId: 3,
    collectionId: 3,
    rarity: 'rare',
    media: { type: 'audio', file: 'a09.wav', poster: 'a09.svg' },
    description: {
      en: 'A short pentatonic melody for the first light.',
      zh: '一段献给晨曦的简短五声音阶旋律。',
      hk: '一段獻給晨曦的簡短五聲音階旋律。',
      th: 'ท่วงทำนองเพนทาโทนิกสั้น ๆ สำหรับแสงแรกของวัน',
      jp: '夜明けの光に捧げる、短いペンタトニックの旋律。',
      pt: 'Uma breve melodia pentatónica para a primeira luz do dia.',
      kor: '첫 햇살을 위한 짧은 펜타토닉 선율.',
      fra: 'Une courte mélodie pentatonique pour les premières lueurs du jour.',
      spa: 'Una breve melodía pentatónica para la primera luz del día.',
    },
    sale: { kind: 'fixed', price: '35', hours: 168 },
  },
  {
    code: 'TSR-0010',
    name: 'Loops: Night Shift',
    artistId: 3,
    collectionId: 3,
    rarity: 'epic',
    media: { type: 'audio', file: 'a10.wav', poster: 'a10.svg' },
    description: {
      en: 'Slow arpeggios for the hours after midnight.',
      zh: '为午夜之后的时光而作的舒缓琶音。',
      hk: '為午夜過後的時光而作的舒緩琶音。',
      th: 'อาร์เพจจิโอช้า ๆ สำหรับช่วงเวลาหลังเที่ยงคืน',
      jp: '真夜中過ぎの時間に寄り添う、ゆったりとしたアルペジオ。',
      pt: 'Arpejos lentos para as horas depois da meia-noite.',
      kor: '자정 이후의 시간을 위한 느린 아르페지오.',
      fra: 'Des arpèges lents pour les heures qui suivent minuit.',
      spa: 'Arpegios lentos para las horas después de la medianoche.',
    },
    sale: { kind: 'auction', price: '50', increment: '5', hours: 24 },
  },
  {
    code: 'TSR-0011',
    name: 'Loops: Drift',
    artistId: 3,
    collectionId: 3,
    rarity: 'legendary',
    media: { type: 'video', file: 'a11.webm', poster: 'a11.svg' },
    description: {
      en: 'A field of light drifting across the frame and back again.',
      zh: '一片光域在画面中缓缓飘过，又悠然折返。',
      hk: '一片光域在畫面中緩緩飄過，又悠然折返。',
      th: 'ผืนแสงที่ล่องลอยข้ามเฟรมไปแล้วย้อนกลับมาอีกครั้ง',
      jp: '画面を横切っては、また戻ってくる光の広がり。',
      pt: 'Um campo de luz que atravessa o enquadramento à deriva e regressa.',
      kor: '화면을 가로질러 흘러갔다가 다시 돌아오는 빛의 물결.',
      fra: 'Un champ de lumière qui dérive d’un bord à l’autre du cadre, puis revient.',
      spa: 'Un campo de luz que cruza el encuadre a la deriva y vuelve de nuevo.',
    },
    sale: { kind: 'auction', price: '150', increment: '15', hours: 24 },
  },
  {
    code: 'TSR-0012',
    name: 'Loops: Bloom',
    artistId: 3,
    collectionId: 3,
    rarity: 'legendary',
    media: { type: 'video', file: 'a12.webm', poster: 'a12.svg' },
    description: {
      en: 'Petals of colour opening from the centre, over and over.',
      zh: '色彩花瓣自中心绽放，周而复始。',
      hk: '色彩花瓣自中心綻放，周而復始。',
      th: 'กลีบแห่งสีสันที่เบ่งบานจากใจกลาง ซ้ำแล้วซ้ำเล่า',
      jp: '中心から何度も何度も開いていく、色の花びら。',
      pt: 'Pétalas de cor que se abrem a partir do centro, vezes sem conta.',
      kor: '중심에서 끝없이 피어나는 색의 꽃잎.',
      fra: 'Des pétales de couleur qui s’ouvrent depuis le centre, encore et encore.',
      spa: 'Pétalos de color que se abren desde el centro, una y otra vez.',
    },
    sale: { kind: 'fixed', price: '200', hours: 168 },
  },
  ...(
    [
      [
        'B001',
        'Lyra Minor',
        'common',
        {
          en: 'A small harp of five faint stars.',
          zh: '由五颗暗淡星辰组成的小竖琴。',
          hk: '由五顆暗淡星辰組成的小豎琴。',
          th: 'พิณน้อยที่ประกอบด้วยดาวจาง ๆ ห้าดวง',
          jp: '五つのかすかな星がかたちづくる、小さな竪琴。',
          pt: 'Uma pequena harpa de cinco estrelas ténues.',
          kor: '희미한 별 다섯 개로 이루어진 작은 하프.',
          fra: 'Une petite harpe de cinq étoiles pâles.',
          spa: 'Una pequeña arpa de cinco estrellas tenues.',
        },
      ],
      [
        'B002',
        'The Lantern',
        'common',
        {
          en: 'Four stars around a dim red one.',
          zh: '四颗星环绕着一颗暗红的星。',
          hk: '四顆星環繞著一顆暗紅的星。',
          th: 'ดาวสี่ดวงล้อมรอบดาวสีแดงหม่นดวงหนึ่ง',
          jp: 'ほの暗い赤い星を囲む、四つの星。',
          pt: 'Quatro estrelas em torno de uma vermelha e ténue.',
          kor: '희미한 붉은 별을 둘러싼 네 개의 별.',
          fra: 'Quatre étoiles autour d’une pâle étoile rouge.',
          spa: 'Cuatro estrellas alrededor de una roja y tenue.',
        },
      ],
      [
        'B003',
        'Heron',
        'common',
        {
          en: 'A long neck of stars over the eastern horizon.',
          zh: '东方地平线上方，一道由星辰连成的修长脖颈。',
          hk: '東方地平線上方，一道由星辰連成的修長頸項。',
          th: 'ลำคอยาวระหงที่เรียงรายด้วยดวงดาวเหนือขอบฟ้าทิศตะวันออก',
          jp: '東の地平線の上に伸びる、星々の長い首。',
          pt: 'Um longo pescoço de estrelas sobre o horizonte a leste.',
          kor: '동쪽 지평선 위로 길게 뻗은 별들의 목.',
          fra: 'Un long cou d’étoiles au-dessus de l’horizon est.',
          spa: 'Un largo cuello de estrellas sobre el horizonte oriental.',
        },
      ],
      [
        'B004',
        'The Key',
        'common',
        {
          en: 'Three bright stars and a crooked line.',
          zh: '三颗亮星与一条曲折的线。',
          hk: '三顆亮星與一條曲折的線。',
          th: 'ดาวสว่างสามดวงกับเส้นสายที่คดงอ',
          jp: '三つの明るい星と、曲がった一本の線。',
          pt: 'Três estrelas brilhantes e uma linha torta.',
          kor: '밝은 별 세 개와 구부러진 선 하나.',
          fra: 'Trois étoiles brillantes et une ligne brisée.',
          spa: 'Tres estrellas brillantes y una línea torcida.',
        },
      ],
      [
        'B005',
        'Fennel',
        'common',
        {
          en: 'A loose cluster that rises in early spring.',
          zh: '一簇疏散的星团，于早春升起。',
          hk: '一簇疏散的星團，於早春升起。',
          th: 'กระจุกดาวหลวม ๆ ที่ขึ้นในช่วงต้นฤดูใบไม้ผลิ',
          jp: '早春に昇る、まばらな星団。',
          pt: 'Um enxame disperso que surge no início da primavera.',
          kor: '이른 봄에 떠오르는 성긴 성단.',
          fra: 'Un amas épars qui se lève au début du printemps.',
          spa: 'Un cúmulo disperso que asoma a principios de la primavera.',
        },
      ],
      [
        'B006',
        'The Archer’s Bow',
        'rare',
        {
          en: 'A bright arc with a blue double star at its tip.',
          zh: '一道明亮的弧线，末端缀着一颗蓝色双星。',
          hk: '一道明亮的弧線，末端綴著一顆藍色雙星。',
          th: 'เส้นโค้งสว่างไสวที่มีดาวคู่สีน้ำเงินอยู่ที่ปลาย',
          jp: '先端に青い二重星を抱く、明るい弧。',
          pt: 'Um arco brilhante com uma estrela dupla azul na ponta.',
          kor: '끝에 푸른 이중성이 빛나는 밝은 호.',
          fra: 'Un arc lumineux portant une étoile double bleue à sa pointe.',
          spa: 'Un arco brillante con una estrella doble azul en su extremo.',
        },
      ],
      [
        'B007',
        'Twin Wells',
        'rare',
        {
          en: 'Two rings of stars that never set.',
          zh: '两圈永不落下的星环。',
          hk: '兩圈永不落下的星環。',
          th: 'วงแหวนดาวสองวงที่ไม่เคยลับขอบฟ้า',
          jp: '決して沈むことのない、二つの星の輪。',
          pt: 'Dois anéis de estrelas que nunca se põem.',
          kor: '결코 지지 않는 두 개의 별 고리.',
          fra: 'Deux anneaux d’étoiles qui ne se couchent jamais.',
          spa: 'Dos anillos de estrellas que nunca se ponen.',
        },
      ],
      [
        'B008',
        'Crown of Ash',
        'rare',
        {
          en: 'A half circle of old, orange stars.',
          zh: '由古老橙色星辰组成的半圆。',
          hk: '由古老橙色星辰組成的半圓。',
          th: 'ครึ่งวงกลมของดาวสีส้มอายุเก่าแก่',
          jp: '年老いたオレンジ色の星が描く半円。',
          pt: 'Um semicírculo de estrelas velhas e alaranjadas.',
          kor: '오래된 주황빛 별들이 그리는 반원.',
          fra: 'Un demi-cercle de vieilles étoiles orangées.',
          spa: 'Un semicírculo de estrellas viejas y anaranjadas.',
        },
      ],
      [
        'B009',
        'The Gate',
        'epic',
        {
          en: 'Two pillars of light with a nebula between them.',
          zh: '两道光柱，其间横亘着一片星云。',
          hk: '兩道光柱，其間橫亙著一片星雲。',
          th: 'เสาแสงสองต้นที่มีเนบิวลาอยู่ตรงกลาง',
          jp: '星雲を挟んでそびえる、二本の光の柱。',
          pt: 'Dois pilares de luz com uma nebulosa entre eles.',
          kor: '성운을 사이에 둔 두 개의 빛기둥.',
          fra: 'Deux piliers de lumière encadrant une nébuleuse.',
          spa: 'Dos pilares de luz con una nebulosa entre ellos.',
        },
      ],
      [
        'B010',
        'Aurum',
        'legendary',
        {
          en: 'A golden spiral of stars, drawn once.',
          zh: '一道金色的星辰螺旋，仅此一幅。',
          hk: '一道金色的星辰螺旋，僅此一幅。',
          th: 'เกลียวดาวสีทองที่ถูกวาดขึ้นเพียงครั้งเดียว',
          jp: '一度きり描かれた、黄金の星の渦。',
          pt: 'Uma espiral dourada de estrelas, desenhada uma única vez.',
          kor: '단 한 번 그려진 황금빛 별의 나선.',
          fra: 'Une spirale d’étoiles dorée, tracée une seule fois.',
          spa: 'Una espiral dorada de estrellas, dibujada una sola vez.',
        },
      ],
    ] as const satisfies readonly (readonly [string, string, NftRarity, Texts])[]
  ).map(
    ([code, name, rarity, description], i): CatalogueArtwork => ({
      code: `TSR-${code}`,
      name,
      artistId: 4,
      collectionId: 4,
      rarity,
      media: image(`b${String(i + 1).padStart(2, '0')}.svg`),
      description,
      sale: null,
    }),
  ),
];

export const BLIND_BOX_SERIES: readonly CatalogueSeries[] = [
  {
    id: 1,
    name: 'Constellations',
    collectionId: 4,
    price: '20',
    cover: 'box-cover.svg',
    days: 365,
    description: {
      en: 'Ten boxes, ten star maps: five common, three rare, one epic, one legendary. Which map is in which box was fixed and published before the first sale.',
      zh: '十个盲盒，十幅星图：五幅普通、三幅稀有、一幅史诗、一幅传说。每个盒中装有哪幅星图，已在首次发售前确定并公布。',
      hk: '十個盲盒，十幅星圖：五幅普通、三幅稀有、一幅史詩、一幅傳說。每個盒內裝有哪幅星圖，已於首次發售前確定並公佈。',
      th: 'สิบกล่อง สิบแผนที่ดาว ได้แก่ ระดับธรรมดาห้าแบบ หายากสามแบบ มหากาพย์หนึ่งแบบ และตำนานหนึ่งแบบ แผนที่ใดอยู่ในกล่องใดได้กำหนดและเปิดเผยไว้แล้วก่อนการขายครั้งแรก',
      jp: '10個のボックスに10枚の星図：コモン5、レア3、エピック1、レジェンダリー1。どの星図がどのボックスに入るかは、初回販売の前に確定し、公開しています。',
      pt: 'Dez caixas, dez mapas estelares: cinco comuns, três raros, um épico e um lendário. O mapa de cada caixa foi definido e publicado antes da primeira venda.',
      kor: '10개의 박스, 10점의 별자리 지도: 일반 5점, 희귀 3점, 에픽 1점, 전설 1점. 어떤 지도가 어느 박스에 들어 있는지는 첫 판매 전에 확정하여 공개했습니다.',
      fra: 'Dix boîtes, dix cartes du ciel : cinq communes, trois rares, une épique, une légendaire. La carte de chaque boîte a été fixée et publiée avant la première vente.',
      spa: 'Diez cajas, diez mapas estelares: cinco comunes, tres raros, uno épico y uno legendario. Qué mapa va en cada caja se fijó y publicó antes de la primera venta.',
    },
    items: [
      'TSR-B001',
      'TSR-B002',
      'TSR-B003',
      'TSR-B004',
      'TSR-B005',
      'TSR-B006',
      'TSR-B007',
      'TSR-B008',
      'TSR-B009',
      'TSR-B010',
    ],
  },
];
