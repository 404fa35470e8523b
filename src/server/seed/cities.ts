import type { city } from '../db/schema/index.ts';
import { countryId } from './channel.ts';

/** Belgian postal codes for the registration's city search: the larger towns, several per code where shared. */
const BELGIAN_CITIES = `1000 Brussel|1000 Bruxelles|1020 Laken|1030 Schaerbeek|1040 Etterbeek|1050 Elsene|1060 Sint-Gillis|
1070 Anderlecht|1080 Molenbeek-Saint-Jean|1090 Jette|1120 Neder-Over-Heembeek|1130 Haren|1140 Evere|1150 Sint-Pieters-Woluwe|
1160 Oudergem|1170 Watermaal-Bosvoorde|1180 Ukkel|1190 Vorst|1200 Sint-Lambrechts-Woluwe|1300 Wavre|1340 Ottignies|
1348 Louvain-la-Neuve|1400 Nivelles|1420 Braine-l'Alleud|1500 Halle|1700 Dilbeek|1800 Vilvoorde|1830 Machelen|1930 Zaventem|
2000 Antwerpen|2018 Antwerpen|2020 Antwerpen|2030 Antwerpen|2040 Antwerpen|2050 Antwerpen|2060 Antwerpen|2070 Zwijndrecht|
2070 Burcht|2100 Deurne|2140 Borgerhout|2160 Wommelgem|2170 Merksem|2200 Herentals|2300 Turnhout|2400 Mol|2440 Geel|
2500 Lier|2550 Kontich|2600 Berchem|2610 Wilrijk|2800 Mechelen|2850 Boom|2880 Bornem|2900 Schoten|3000 Leuven|3001 Heverlee|
3200 Aarschot|3290 Diest|3300 Tienen|3500 Hasselt|3580 Beringen|3600 Genk|3700 Tongeren|3800 Sint-Truiden|3900 Pelt|
3960 Bree|4000 Liège|4020 Liège|4030 Grivegnée|4040 Herstal|4100 Seraing|4280 Hannut|4300 Waremme|4500 Huy|4800 Verviers|
4900 Spa|5000 Namur|5100 Jambes|5300 Andenne|5500 Dinant|6000 Charleroi|6001 Marcinelle|6040 Jumet|6200 Châtelet|
6700 Arlon|6800 Libramont-Chevigny|6900 Marche-en-Famenne|7000 Mons|7100 La Louvière|7500 Tournai|7700 Mouscron|7800 Ath|
8000 Brugge|8200 Sint-Andries|8300 Knokke-Heist|8400 Oostende|8500 Kortrijk|8560 Wevelgem|8700 Tielt|8800 Roeselare|
8870 Izegem|8900 Ieper|9000 Gent|9030 Mariakerke|9040 Sint-Amandsberg|9042 Gent|9050 Gentbrugge|9100 Sint-Niklaas|
9200 Dendermonde|9300 Aalst|9400 Ninove|9500 Geraardsbergen|9600 Ronse|9700 Oudenaarde|9800 Deinze|9900 Eeklo`;

export const cityRows = (): (typeof city.$inferInsert)[] =>
  BELGIAN_CITIES.split('|').map((entry) => {
    const [zipcode = '', ...name] = entry.trim().split(' ');
    return { countryId: countryId('BE'), zipcode, name: name.join(' ') };
  });
