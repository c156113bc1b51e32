import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EvalSetError, jsonEvalSets, loadLabelledSets, loadParaphrases, SETS_DIR } from '../eval/sets.js';

/** The labelled JSON sets under test/eval/sets/ are whole and consistent (their README.md). */

const sets = loadLabelledSets();
const pairsOf = (name: string) => {
  const set = sets.find((s) => s.name === name);
  if (!set) throw new Error(name);
  return set.personas.length * set.companies.reduce((n, c) => n + c.people.length, 0);
};

describe('the labelled evaluation sets', () => {
  it('have at least 2,500 labelled pairs, roughly half in each set', () => {
    const dev = pairsOf('dev');
    const holdout = pairsOf('holdout-1');
    expect(dev + holdout).toBeGreaterThanOrEqual(2500);
    expect(Math.min(dev, holdout) / Math.max(dev, holdout)).toBeGreaterThan(0.7);
  });

  it('have at least 40 personas, 20 per set, none in both sets', () => {
    const [dev, holdout] = ['dev', 'holdout-1'].map(
      (name) => sets.find((s) => s.name === name)?.personas.map((p) => p.slug) ?? [],
    );
    expect((dev?.length ?? 0) + (holdout?.length ?? 0)).toBeGreaterThanOrEqual(40);
    expect(dev?.length).toBeGreaterThanOrEqual(20);
    expect(holdout?.length).toBeGreaterThanOrEqual(20);
    expect(dev?.filter((slug) => holdout?.includes(slug))).toEqual([]);
  });

  it('have two companies per set of 45 to 60 people, ids unique across everything', () => {
    for (const set of sets) {
      expect(set.companies).toHaveLength(2);
      for (const c of set.companies) expect(c.people.length).toBeGreaterThanOrEqual(45);
      for (const c of set.companies) expect(c.people.length).toBeLessThanOrEqual(60);
    }
    const ids = sets.flatMap((s) => s.companies.flatMap((c) => c.people.map((p) => p.id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('label every company for every persona, with ids of people of that company only', () => {
    for (const set of sets)
      for (const persona of set.personas)
        for (const c of set.companies) {
          const ids = new Set(c.people.map((p) => p.id));
          const labels = persona.labels[c.company.slug];
          expect(labels, `${persona.slug} × ${c.company.slug}`).toBeDefined();
          for (const id of labels ?? []) expect(ids.has(id), `${persona.slug}: ${id}`).toBe(true);
        }
  });

  it('keep nobody for the definitions that are not criteria', () => {
    const unreadable = [
      'fun-crowd',
      'test-asdf',
      'ski-weekend',
      'lorem-ipsum',
      'zxq-plorn',
      'lunch-spot',
      'blorp-qwv-trellis',
      'saturday-grill',
      'vrenk-oplu-h7',
      'kartoffelsalat-h7',
      'flurb-qaz-h8',
      'taco-friday-h8',
      'qwelp-vorn-h9',
      'padel-sunday-h9',
      'vrosk-plindle-h10',
      'glogg-cruise-h10',
      'vlorn-sqapt-h11',
      'sauna-night-h11',
      'grelm-tovik-h12',
      'rodelabend-h12',
      'zorbel-kwint-h13',
      'tortilla-viernes-h13',
      'plorvik-zunt-h14',
      'paella-playa-h14',
      'skrellow-ombit-h15',
      'bitterballen-borrel-h15',
      'flonk-zurbel-h16',
      'brezn-biergarten-h16',
      'glorbix-tramp-h17',
      'galette-saucisse-h17',
      'zorvik-plunt-h18',
      'bbq-friday-h18',
      'vrumbel-kosq-h19',
      'smorrebrod-friday-h19',
      'vlimb-trosk-h20',
      'fondue-abend-h20',
      'plorq-vantu-h21',
      'aperitivo-h21',
      'qorvan-blistek-h22',
      'kirchweih-h22',
      'vrelk-mozzu-h23',
      'frietjes-h23',
      'vrumpf-klosh-h24',
      'raclette-h24',
      'vrolm-quistep-h25',
      'jani-lakehouse-h25',
      'vrimbo-klast-h26',
      'pierogi-night-h26',
      'vrenq-plomb-h27',
      'castanyes-h27',
      'skorv-plimtu-h28',
      'gluehwein-h28',
      'vrolx-pendrik-h29',
      'banitsa-breakfast-h29',
      'plomvik-tresh-h30',
      'fika-friday-h30',
      'vrask-plomtu-h31',
      'kitesurf-weekend-h31',
      'flurbo-zintar-h32',
      'pasteis-de-nata-h32',
      'vrunk-plastoq-h33',
      'weihnachtsmarkt-h33',
      'vrolmek-quistan-h34',
      'focaccia-venerdi-h34',
      'vrolq-zimbet-h35',
      'sagra-baccala-h35',
      'vrolq-zembit-h36',
      'laksefest-h36',
      'vroskel-plindar-h37',
      'fondue-chinoise-h37',
      'vrelm-dostik-h38',
      'churros-h38',
      'vrolmix-quandor-h39',
      'heuriger-h39',
      'vrolt-kampik-h40',
      'pub-quiz-h40',
      'vrolk-tasmund-h41',
      'tapas-jueves-h41',
      'vrosk-klimbet-h42',
      'burek-petek-h42',
      'vrolsk-tambiq-h43',
      'polbo-feira-h43',
      'pizza-chat-h44',
      'keyboard-mash-h44',
      'gibberish-h45',
      'pizza-chat-h45',
      'plivok-drussen-h46',
      'francesinha-h46',
      'gibberish-h47',
      'dinner-question-h47',
      'gibberish-h48',
      'offtopic-h48',
      'nonsense-h49',
      'restaurant-chat-h49',
      'gibberish-h50',
      'pizza-chat-h50',
      'gibberish-h51',
      'off-topic-h51',
      'gibberish-h52',
      'off-topic-h52',
      'gibberish-h53',
      'off-topic-h53',
      'gibberish-h54',
      'off-topic-h54',
      'gibberish-h55',
      'off-topic-h55',
      'gibberish-h56',
      'off-topic-h56',
      'gibberish-h57',
      'off-topic-h57',
      'gibberish-h58',
      'off-topic-h58',
      'gibberish-h59',
      'off-topic-h59',
      'gibberish-h60',
      'off-topic-h60',
      'vrelsk-dompir-h61',
      'biergarten-h61',
      'gibberish-h62',
      'off-topic-h62',
      'gibberish-h63',
      'off-topic-h63',
      'gibberish-h64',
      'off-topic-h64',
      'gibberish-h65',
      'weekend-chat-h65',
      'zxq-noise-h66',
      'weekend-chat-h66',
      'gibberish-h67',
      'off-topic-h67',
      'gibberish-h68',
      'off-topic-h68',
      'gibberish-h69',
      'offtopic-h69',
      'gibberish-h70',
      'off-topic-h70',
      'gibberish-h71',
      'off-topic-h71',
      'gibberish-h72',
      'off-topic-h72',
      'gibberish-h73',
      'offtopic-h73',
      'flurble-h74',
      'sunday-opening-h74',
      'gibberish-h75',
      'offtopic-h75',
      'gibberish-h76',
      'restaurant-question-h76',
      'gibberish-h77',
      'off-topic-h77',
      'gibberish-h78',
      'off-topic-h78',
      'gibberish-h79',
      'off-topic-h79',
      'gibberish-h80',
      'train-question-h80',
      'gibberish-h81',
      'off-topic-h81',
      'gibberish-h82',
      'offtopic-h82',
      'gibberish-h83',
      'kantine-h83',
      'gibberish-h84',
      'off-topic-h84',
      'gibberish-h85',
      'off-topic-h85',
      'gibberish-h86',
      'off-topic-h86',
      'gibberish-h87',
      'fischrestaurant-h87',
      'gibberish-h88',
      'off-topic-h88',
      'gibberish-h89',
      'off-topic-h89',
      'gibberish-h90',
      'off-topic-h90',
      'gibberish-h91',
      'off-topic-h91',
      'gibberish-h92',
      'off-topic-h92',
      'gibberish-h93',
      'off-topic-h93',
      'gibberish-h94',
      'off-topic-h94',
      'zxqv-h95',
      'fondue-h95',
      'gibberish-h96',
      'off-topic-h96',
      'gibberish-h97',
      'off-topic-h97',
      'keyboard-h98',
      'wochenende-h98',
      'gibberish-h99',
      'off-topic-h99',
      'gibberish-h100',
      'off-topic-h100',
      'gibberish-h101',
      'off-topic-h101',
      'gibberish-h102',
      'off-topic-h102',
      'gibberish-h103',
      'off-topic-h103',
      'gibberish-h104',
      'restaurant-chat-h104',
      'gibberish-h105',
      'offtopic-h105',
      'gibberish-h106',
      'off-topic-h106',
      'gibberish-h107',
      'restaurant-question-h107',
      'gibberish-h108',
      'off-topic-h108',
      'gibberish-h109',
      'off-topic-h109',
      'gibberish-h110',
      'off-topic-h110',
      'gibberish-h111',
      'stollen-h111',
      'gibberish-h112',
      'off-topic-h112',
      'gibberish-h113',
      'offtopic-h113',
      'xqz-h114',
      'pizza-chat-h114',
      'gibberish-h115',
      'off-topic-h115',
      'gibberish-h116',
      'off-topic-h116',
      'gibberish-h117',
      'offtopic-h117',
      'gibberish-h118',
      'off-topic-h118',
      'gibberish-h119',
      'off-topic-h119',
      'gibberish-h120',
      'lunch-question-h120',
      'gibberish-h121',
      'off-topic-h121',
      'gibberish-h122',
      'off-topic-h122',
      'gibberish-h123',
      'off-topic-h123',
      'gibberish-h124',
      'off-topic-h124',
      'gibberish-h125',
      'lunch-question-h125',
      'gibberish-h126',
      'off-topic-h126',
      'gibberish-h127',
      'restaurant-chat-h127',
      'gibberish-h128',
      'off-topic-h128',
      'gibberish-h129',
      'off-topic-h129',
      'gibberish-h130',
      'offtopic-h130',
      'gibberish-h131',
      'off-topic-h131',
      'gibberish-h132',
      'off-topic-h132',
    ];
    const personas = sets.flatMap((s) => s.personas).filter((p) => unreadable.includes(p.slug));
    expect(personas).toHaveLength(unreadable.length);
    for (const p of personas) expect(Object.values(p.labels).flat(), p.slug).toEqual([]);
  });

  it('paraphrase only dev personas', () => {
    const paraphrases = loadParaphrases();
    const dev = new Set(sets.find((s) => s.name === 'dev')?.personas.map((p) => p.slug));
    expect(paraphrases.length).toBeGreaterThanOrEqual(10);
    for (const p of paraphrases) {
      expect(dev.has(p.persona), p.persona).toBe(true);
      expect(p.definitions.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('become one EvalSet per company, with profiles, a full company and labels for every persona', () => {
    const evalSets = jsonEvalSets();
    expect(evalSets.map((s) => s.name)).toEqual([
      'dev:kesselbach-antriebstechnik',
      'dev:lumiq',
      'holdout-1:moretti-arredi',
      'holdout-1:van-dalen-logistiek',
      'holdout-2:farmavia',
      'holdout-2:rheintal-praezision',
      'holdout-3:gustolab-alimentare',
      'holdout-3:transvia-group',
      'holdout-4:cardiolys',
      'holdout-4:segurvia-group',
      'holdout-5:sablon-bank',
      'holdout-5:safrix-agrotecnologia',
      'holdout-6:krakenfall-games',
      'holdout-6:nordvind-energi',
      'holdout-7:corrib-pay',
      'holdout-7:murtal-kliniken',
      'holdout-8:almendra-tiendas',
      'holdout-8:kvarnlyft-robotics',
      'holdout-9:moravia-drivetrain',
      'holdout-9:quinta-alva-hoteis',
      'holdout-10:carraro-bellandi',
      'holdout-10:fjordlinje',
      'holdout-11:kuusilahti-group',
      'holdout-11:thalassa-lines',
      'holdout-12:amstelland-umc',
      'holdout-12:silvretta-bergbahnen',
      'holdout-13:kopra-commerce',
      'holdout-13:savinja-pharma',
      'holdout-14:bodegas-arlanza',
      'holdout-14:tessiq',
      'holdout-15:ardent-cyber',
      'holdout-15:waddenzuivel',
      'holdout-16:brandauer-bau',
      'holdout-16:juralis',
      'holdout-17:lohnkraft',
      'holdout-17:marches-armor',
      'holdout-18:corticeira-ribatejo',
      'holdout-18:sensora',
      'holdout-19:humlebo-legetoej',
      'holdout-19:signeo',
      'holdout-20:flottix',
      'holdout-20:rochat-cie',
      'holdout-21:cadorina-occhiali',
      'holdout-21:transilva-software',
      'holdout-22:brauerei-haselmaier',
      'holdout-22:viajalia',
      'holdout-23:chocolaterie-verhaegen',
      'holdout-23:stackra',
      'holdout-24:klantwijs',
      'holdout-24:volair',
      'holdout-25:kvarner-yachts',
      'holdout-25:rentora',
      'holdout-26:texteis-vizela',
      'holdout-26:wardenix',
      'holdout-27:aulanova',
      'holdout-27:traunwerk-schienenfahrzeuge',
      'holdout-28:tatraflow',
      'holdout-28:valmagne-cosmetiques',
      'holdout-29:hallerbach-werkzeugmaschinen',
      'holdout-29:smetix',
      'holdout-30:norrberg-gruvor',
      'holdout-30:talentra',
      'holdout-31:naftiq',
      'holdout-31:westflora',
      'holdout-32:ceramica-vouga',
      'holdout-32:enerdesk',
      'holdout-33:assurnova',
      'holdout-33:stahlkontor-ruhrtal',
      'holdout-34:bortolan-ferri-broker',
      'holdout-34:tendara',
      'holdout-35:autolinee-berica',
      'holdout-35:tavlo',
      'holdout-36:nordkyst-laks',
      'holdout-36:roosterpunt',
      'holdout-37:trialnest',
      'holdout-37:vauclair-horlogerie',
      'holdout-38:helionda-renovables',
      'holdout-38:mandantix',
      'holdout-39:dentivo',
      'holdout-39:moosbrugger-holzbau',
      'holdout-40:bouwkern',
      'holdout-40:shannonvale-vets',
      'holdout-41:cifrala',
      'holdout-41:van-der-linden-kwekerijen',
      'holdout-42:vitafarm',
      'holdout-42:yieldora',
      'holdout-43:conservas-bouzas',
      'holdout-43:ricerqa',
      'holdout-44:carpatina-brutarii',
      'holdout-44:palkkio',
      'holdout-45:baltfreight',
      'holdout-45:ferrovale-agricola',
      'holdout-46:aerovia-mro',
      'holdout-46:bystrand-arkitekter',
      'holdout-47:lumenhaus-messebau',
      'holdout-47:saltire-genomics',
      'holdout-48:kuchenwerk-moebel',
      'holdout-48:tejo-telecom',
      'holdout-49:aguas-del-turia',
      'holdout-49:donaupruef',
      'holdout-50:ateneo-tirreno',
      'holdout-50:vltava-stavby',
      'holdout-51:baltica-air',
      'holdout-51:brabant-mediahuis',
      'holdout-52:clube-atlantico',
      'holdout-52:rheinau-chemie',
      'holdout-53:nordsjo-boring',
      'holdout-53:wiener-buehnenhaus',
      'holdout-54:maison-varenne',
      'holdout-54:scheldehof-zoo',
      'holdout-55:bufete-alcazar',
      'holdout-55:plzensky-pivovar',
      'holdout-56:comune-di-ravenna',
      'holdout-56:stocznia-baltyk',
      'holdout-57:metsakoski',
      'holdout-57:ribera-renovables',
      'holdout-58:aegir-pension',
      'holdout-58:hemtrygg-omsorg',
      'holdout-59:farmaco-parmense',
      'holdout-59:servinord-services',
      'holdout-60:aeroport-meuse',
      'holdout-60:hochwerk-architekten',
      'holdout-61:autohaus-brenner',
      'holdout-61:flexwerk-uitzendgroep',
      'holdout-62:fundacion-horizonte',
      'holdout-62:rheinbild-produktion',
      'holdout-63:maison-vauclair',
      'holdout-63:nordhavn-laks',
      'holdout-64:pflegewerk-wien',
      'holdout-64:wislabud-generalny',
      'holdout-65:institut-alpenblick',
      'holdout-65:obseques-rhodaniennes',
      'holdout-66:alas-del-cantabrico',
      'holdout-66:corticeira-montado',
      'holdout-67:orka-reykjanes',
      'holdout-67:schelde-diamant',
      'holdout-68:agrumi-etna',
      'holdout-68:cirque-lumiere',
      'holdout-69:aurora-gaming-malta',
      'holdout-69:bloemenveiling-westland',
      'holdout-70:orgelbau-ammersee',
      'holdout-70:tonnellerie-charentaise',
      'holdout-71:ballykelly-stud',
      'holdout-71:sklarna-krkonose',
      'holdout-72:deltaboorbedrijf',
      'holdout-72:orbitalux-sat',
      'holdout-73:glen-corrach-estate',
      'holdout-73:luftrettung-alpenland',
      'holdout-74:gyogyfurdo-heviz',
      'holdout-74:oceanario-atlantico',
      'holdout-75:conservas-matosinhos',
      'holdout-75:verlag-lindenhof',
      'holdout-76:kirchberg-fund-services',
      'holdout-76:labnoord-diagnostiek',
      'holdout-77:horlogerie-joux',
      'holdout-77:vindservice-esbjerg',
      'holdout-78:bergbahnen-hochtal',
      'holdout-78:cantiere-versilia',
      'holdout-79:fournil-breton',
      'holdout-79:saimaa-linjat',
      'holdout-80:kartonwerk-oberland',
      'holdout-80:studiebureau-leie',
      'holdout-81:recyclage-sambre',
      'holdout-81:weserkaje-terminal',
      'holdout-82:colegios-atlantida',
      'holdout-82:datacentro-lombardia',
      'holdout-83:carnicas-montearagon',
      'holdout-83:rijnmond-tankopslag',
      'holdout-84:liffey-aviation-capital',
      'holdout-84:maglificio-secchia',
      'holdout-85:calcado-felgueiras',
      'holdout-85:rehaklinik-seeblick',
      'holdout-86:supermercados-valdehierro',
      'holdout-86:van-gorcum-accountants',
      'holdout-87:carrieres-haut-tarn',
      'holdout-87:nordmark-assekuranz',
      'holdout-88:atlantico-contact',
      'holdout-88:stampa-emiliana',
      'holdout-89:claddagh-medical',
      'holdout-89:stadtwerke-lahnau',
      'holdout-90:agence-pernelle',
      'holdout-90:cooperativa-il-mosaico',
      'holdout-91:wachdienst-helvetia',
      'holdout-91:waterschap-lingewaard',
      'holdout-92:almazara-sierra-magina',
      'holdout-92:woonstede-veluwe',
      'holdout-93:elektro-kessler',
      'holdout-93:fondazione-museo-lagunare',
      'holdout-94:shannonside-credit-union',
      'holdout-94:transports-lemaire-frigo',
      'holdout-95:bergbahnen-arlberg-sued',
      'holdout-95:st-aidans-college-trust',
      'holdout-96:ardatz-makina-koop',
      'holdout-96:cabinet-vandermeulen-avocats',
      'holdout-97:smit-haven-sleepdienst',
      'holdout-97:vetalliance-ouest',
      'holdout-98:brauerei-kaltenhofer',
      'holdout-98:la-depeche-du-limousin',
      'holdout-99:autostrada-dei-colli',
      'holdout-99:ceramicas-azahar',
      'holdout-100:bank-limmatquai',
      'holdout-100:messe-rheinufer',
      'holdout-101:kinderopvang-de-vlinderboom',
      'holdout-101:rede-postos-atlantico',
      'holdout-102:immunova-biotech',
      'holdout-102:residenze-san-petronio',
      'holdout-103:grupo-motor-castellana',
      'holdout-103:proprete-garonne-services',
      'holdout-104:isarpatent',
      'holdout-104:vaskeri-fyn',
      'holdout-105:cd-guadiana',
      'holdout-105:cukrownia-kujawy',
      'holdout-106:aegeas-ship-management',
      'holdout-106:lingualux',
      'holdout-107:philharmonie-mittelrhein',
      'holdout-107:zaadteelt-westfriesland',
      'holdout-108:aviohandling-malpensa',
      'holdout-108:geometres-associes-rhone-alpes',
      'holdout-109:corticas-alentejo',
      'holdout-109:tierklinik-donau',
      'holdout-110:aguas-segura',
      'holdout-110:staalbouw-kempen',
      'holdout-111:halbleiterwerk-elbtal',
      'holdout-111:uitvaartzorg-midden',
      'holdout-112:curia-san-vittore',
      'holdout-112:instituto-astrofisico-tenerife',
      'holdout-113:avonturenpark-de-peel',
      'holdout-113:thermes-vallee-argent',
      'holdout-114:cisl-lombardia-ovest',
      'holdout-114:stadtbibliothek-rheinau',
      'holdout-115:dentalia-group',
      'holdout-115:rede-conducao-lusitana',
      'holdout-116:doppiaggio-tevere',
      'holdout-116:rueckbau-kkw-weserbogen',
      'holdout-117:bedrijfsbrandweer-rijnmond',
      'holdout-117:haras-chantilly-sud',
      'holdout-118:rtv-pomorze',
      'holdout-118:sna-mediterraneo',
      'holdout-119:esf-val-sauvage',
      'holdout-119:orbilux',
      'holdout-120:belliard-public-affairs',
      'holdout-120:hoerwelt-akustik',
      'holdout-121:maison-drouet',
      'holdout-121:reinsertia-prisional',
      'holdout-122:bayerische-praegeanstalt',
      'holdout-122:stratigrafia-scavi',
      'holdout-123:farmacias-salud-iberica',
      'holdout-123:lemanique-parfums',
      'holdout-124:aufzugstechnik-donau',
      'holdout-124:lichtspel-bioscopen',
      'holdout-125:bloedtransfusiedienst',
      'holdout-125:veloforma-bicicletas',
      'holdout-126:institut-opinionis',
      'holdout-126:kaminkehrer-rheinland',
      'holdout-127:federacion-balonmano',
      'holdout-127:rettungsdienst-alpenland',
      'holdout-128:klokkengieterij-van-aalst',
      'holdout-128:nutrimondo-pet-food',
      'holdout-129:mittelrhein-regiobahn',
      'holdout-129:plaagdierbeheer-nederland',
      'holdout-130:arbres-paysages-val-de-loire',
      'holdout-130:serrurerie-securite-brabant',
      'holdout-131:cineteca-restauro-lumiere',
      'holdout-131:salones-alma',
      'holdout-132:nutriescola',
      'holdout-132:orthopaedietechnik-steiermark',
    ]);
    for (const s of evalSets) {
      expect(Object.keys(s.labels).sort()).toEqual(s.personas.map((p) => p.slug).sort());
      const refs = new Set(s.people.map((p) => p.person_ref));
      for (const ids of Object.values(s.labels)) for (const id of ids) expect(refs.has(id)).toBe(true);
    }
    const lumiq = evalSets.find((s) => s.name === 'dev:lumiq');
    expect(lumiq?.company).toMatchObject({ id: 9102, name: 'Lumiq', company_language: 'fr', website: null });
    const founder = lumiq?.people.find((p) => p.person_ref === 'l03');
    expect(founder?.experience[1]).toMatchObject({
      title: 'Co-fondateur & COO',
      company: 'Lumiq',
      company_id: 9102,
      end: '2021-06',
      employment_type: 'Full-time',
    });
    expect(founder?.experience[0]).toMatchObject({ company: 'Nébula Labs', company_id: null, end: null });
  });

  it("keep a job's employment type when the file gives one (README: [title, where, start, end, type?])", () => {
    const tessiq = jsonEvalSets().find((s) => s.name === 'holdout-14:tessiq');
    const pentester = tessiq?.people.find((p) => p.person_ref === 'hy28');
    expect(pentester?.experience[0]).toMatchObject({
      title: 'Penetration Tester',
      employment_type: 'Freelance',
    });
    expect(pentester?.experience[1]).toMatchObject({ title: 'Founder', employment_type: 'Full-time' });
  });
});

describe('loading fails loudly', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A copy of the sets with one file changed. */
  const broken = (file: string, change: (json: unknown) => unknown): string => {
    dir = mkdtempSync(join(tmpdir(), 'eval-sets-'));
    cpSync(SETS_DIR, dir, { recursive: true });
    const path = join(dir, file);
    writeFileSync(path, JSON.stringify(change(JSON.parse(readFileSync(path, 'utf8')))));
    return dir;
  };
  type Persona = { slug: string; labels: Record<string, string[]> };
  type CompanyFile = { people: { id: string }[] };

  it('on an unknown person id in the labels', () => {
    const d = broken('dev/personas.json', (ps) => {
      (ps as Persona[])[0]?.labels.lumiq?.push('nobody');
      return ps;
    });
    expect(() => loadLabelledSets(d)).toThrow(/unknown person nobody/);
  });

  it('on a duplicate person id', () => {
    const d = broken('holdout-1/moretti-arredi.json', (c) => {
      const file = c as CompanyFile;
      if (file.people[1]) file.people[1].id = file.people[0]?.id ?? '';
      return file;
    });
    expect(() => loadLabelledSets(d)).toThrow(/duplicate person id m01/);
  });

  it('on a persona that does not label every company', () => {
    const d = broken('dev/personas.json', (ps) => {
      const first = (ps as Persona[])[0];
      if (first) delete first.labels.lumiq;
      return ps;
    });
    expect(() => loadLabelledSets(d)).toThrow(EvalSetError);
    expect(() => loadLabelledSets(d)).toThrow(/does not label company lumiq/);
  });

  it('on a persona in both sets', () => {
    const d = broken('holdout-1/personas.json', (ps) => {
      const first = (ps as Persona[])[0];
      if (first) first.slug = 'sales-leadership';
      return ps;
    });
    expect(() => loadLabelledSets(d)).toThrow(/more than one set: sales-leadership/);
  });

  it('on a paraphrase of a persona that is not in dev', () => {
    const d = broken('paraphrases.json', (ps) => [
      ...(ps as unknown[]),
      { persona: 'compliance-risk', definitions: ['x'] },
    ]);
    expect(() => loadParaphrases(d)).toThrow(/not dev personas: compliance-risk/);
  });

  it('on a malformed job', () => {
    const d = broken('dev/lumiq.json', (c) => {
      const file = c as { people: { jobs: unknown[][] }[] };
      if (file.people[0]?.jobs[0]) file.people[0].jobs[0][2] = '2016';
      return file;
    });
    expect(() => loadLabelledSets(d)).toThrow(/YYYY-MM/);
  });
});
