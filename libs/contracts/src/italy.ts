/** The 20 Italian regions and their provinces, for the dependent selects of signup and data editing. */
export const REGIONS = {
  Abruzzo: ['Chieti', "L'Aquila", 'Pescara', 'Teramo'],
  Basilicata: ['Matera', 'Potenza'],
  Calabria: ['Catanzaro', 'Cosenza', 'Crotone', 'Reggio Calabria', 'Vibo Valentia'],
  Campania: ['Avellino', 'Benevento', 'Caserta', 'Napoli', 'Salerno'],
  'Emilia-Romagna': ['Bologna', 'Ferrara', 'Forlì-Cesena', 'Modena', 'Parma', 'Piacenza', 'Ravenna', 'Reggio Emilia', 'Rimini'],
  'Friuli-Venezia Giulia': ['Gorizia', 'Pordenone', 'Trieste', 'Udine'],
  Lazio: ['Frosinone', 'Latina', 'Rieti', 'Roma', 'Viterbo'],
  Liguria: ['Genova', 'Imperia', 'La Spezia', 'Savona'],
  Lombardia: ['Bergamo', 'Brescia', 'Como', 'Cremona', 'Lecco', 'Lodi', 'Mantova', 'Milano', 'Monza e Brianza', 'Pavia', 'Sondrio', 'Varese'],
  Marche: ['Ancona', 'Ascoli Piceno', 'Fermo', 'Macerata', 'Pesaro e Urbino'],
  Molise: ['Campobasso', 'Isernia'],
  Piemonte: ['Alessandria', 'Asti', 'Biella', 'Cuneo', 'Novara', 'Torino', 'Verbano-Cusio-Ossola', 'Vercelli'],
  Puglia: ['Bari', 'Barletta-Andria-Trani', 'Brindisi', 'Foggia', 'Lecce', 'Taranto'],
  Sardegna: ['Cagliari', 'Gallura Nord-Est Sardegna', 'Medio Campidano', 'Nuoro', 'Ogliastra', 'Oristano', 'Sassari', 'Sulcis Iglesiente'],
  Sicilia: ['Agrigento', 'Caltanissetta', 'Catania', 'Enna', 'Messina', 'Palermo', 'Ragusa', 'Siracusa', 'Trapani'],
  Toscana: ['Arezzo', 'Firenze', 'Grosseto', 'Livorno', 'Lucca', 'Massa-Carrara', 'Pisa', 'Pistoia', 'Prato', 'Siena'],
  'Trentino-Alto Adige': ['Bolzano', 'Trento'],
  Umbria: ['Perugia', 'Terni'],
  "Valle d'Aosta": ['Aosta'],
  Veneto: ['Belluno', 'Padova', 'Rovigo', 'Treviso', 'Venezia', 'Verona', 'Vicenza'],
} as const satisfies Record<string, readonly string[]>;

export type Region = keyof typeof REGIONS;
export const REGION_NAMES = Object.keys(REGIONS) as [Region, ...Region[]];

/** Provinces of a region, in display order; empty for an unknown region. */
export const provincesOf = (region: string): readonly string[] =>
  (REGIONS as Record<string, readonly string[]>)[region] ?? [];

export const isProvinceOf = (region: string, province: string): boolean => provincesOf(region).includes(province);

type ProvinceName = (typeof REGIONS)[Region][number];

/**
 * The sigla of each province of the list above (the wire value of a billing address's provincia).
 * Sardinia as reformed in July 2025 (ISTAT SITUAS): Gallura Nord-Est Sardegna OT, Ogliastra OG,
 * Medio Campidano VS, Sulcis Iglesiente SU. libs/domain's PROVINCE_SIGLE holds the same sigle.
 */
export const PROVINCE_SIGLA: Readonly<Record<ProvinceName, string>> = {
  Chieti: 'CH', "L'Aquila": 'AQ', Pescara: 'PE', Teramo: 'TE',
  Matera: 'MT', Potenza: 'PZ',
  Catanzaro: 'CZ', Cosenza: 'CS', Crotone: 'KR', 'Reggio Calabria': 'RC', 'Vibo Valentia': 'VV',
  Avellino: 'AV', Benevento: 'BN', Caserta: 'CE', Napoli: 'NA', Salerno: 'SA',
  Bologna: 'BO', Ferrara: 'FE', 'Forlì-Cesena': 'FC', Modena: 'MO', Parma: 'PR', Piacenza: 'PC', Ravenna: 'RA', 'Reggio Emilia': 'RE', Rimini: 'RN',
  Gorizia: 'GO', Pordenone: 'PN', Trieste: 'TS', Udine: 'UD',
  Frosinone: 'FR', Latina: 'LT', Rieti: 'RI', Roma: 'RM', Viterbo: 'VT',
  Genova: 'GE', Imperia: 'IM', 'La Spezia': 'SP', Savona: 'SV',
  Bergamo: 'BG', Brescia: 'BS', Como: 'CO', Cremona: 'CR', Lecco: 'LC', Lodi: 'LO', Mantova: 'MN', Milano: 'MI', 'Monza e Brianza': 'MB', Pavia: 'PV', Sondrio: 'SO', Varese: 'VA',
  Ancona: 'AN', 'Ascoli Piceno': 'AP', Fermo: 'FM', Macerata: 'MC', 'Pesaro e Urbino': 'PU',
  Campobasso: 'CB', Isernia: 'IS',
  Alessandria: 'AL', Asti: 'AT', Biella: 'BI', Cuneo: 'CN', Novara: 'NO', Torino: 'TO', 'Verbano-Cusio-Ossola': 'VB', Vercelli: 'VC',
  Bari: 'BA', 'Barletta-Andria-Trani': 'BT', Brindisi: 'BR', Foggia: 'FG', Lecce: 'LE', Taranto: 'TA',
  Cagliari: 'CA', 'Gallura Nord-Est Sardegna': 'OT', 'Medio Campidano': 'VS', Nuoro: 'NU', Ogliastra: 'OG', Oristano: 'OR', Sassari: 'SS', 'Sulcis Iglesiente': 'SU',
  Agrigento: 'AG', Caltanissetta: 'CL', Catania: 'CT', Enna: 'EN', Messina: 'ME', Palermo: 'PA', Ragusa: 'RG', Siracusa: 'SR', Trapani: 'TP',
  Arezzo: 'AR', Firenze: 'FI', Grosseto: 'GR', Livorno: 'LI', Lucca: 'LU', 'Massa-Carrara': 'MS', Pisa: 'PI', Pistoia: 'PT', Prato: 'PO', Siena: 'SI',
  Bolzano: 'BZ', Trento: 'TN',
  Perugia: 'PG', Terni: 'TR',
  Aosta: 'AO',
  Belluno: 'BL', Padova: 'PD', Rovigo: 'RO', Treviso: 'TV', Venezia: 'VE', Verona: 'VR', Vicenza: 'VI',
};

/** Every province as `{ sigla, name }`, by name: the options of a provincia select. */
export const PROVINCES_BY_NAME: readonly { sigla: string; name: string }[] = Object.entries(PROVINCE_SIGLA)
  .map(([name, sigla]) => ({ sigla, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'it'));

/** The name of a province by its sigla ('' for an unknown one). */
export const provinceNameOf = (sigla: string): string => PROVINCES_BY_NAME.find((p) => p.sigla === sigla)?.name ?? '';
