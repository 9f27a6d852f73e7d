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
