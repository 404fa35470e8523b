/** §2 fixed footer: regional contacts (2 locations per region) and the 4 shop locations. */
export type Region = 'east' | 'south' | 'west' | 'north';

export interface Contact {
  city: string;
  phone: string;
  email: string;
}

export const REGIONS: { region: Region; contacts: [Contact, Contact] }[] = [
  {
    region: 'east',
    contacts: [
      { city: 'Hasselt', phone: '+32 11 24 56 70', email: 'hasselt@indumex.example' },
      { city: 'Luik', phone: '+32 4 227 31 00', email: 'liege@indumex.example' },
    ],
  },
  {
    region: 'south',
    contacts: [
      { city: 'Waver', phone: '+32 10 45 22 10', email: 'wavre@indumex.example' },
      { city: 'Charleroi', phone: '+32 71 30 18 40', email: 'charleroi@indumex.example' },
    ],
  },
  {
    region: 'west',
    contacts: [
      { city: 'Izegem', phone: '+32 51 33 70 20', email: 'izegem@indumex.example' },
      { city: 'Brugge', phone: '+32 50 31 62 00', email: 'brugge@indumex.example' },
    ],
  },
  {
    region: 'north',
    contacts: [
      { city: 'Antwerpen', phone: '+32 3 450 12 34', email: 'antwerpen@indumex.example' },
      { city: 'Mechelen', phone: '+32 15 28 44 90', email: 'mechelen@indumex.example' },
    ],
  },
];

export interface Shop extends Contact {
  title: string;
  address: string;
}

export const SHOPS: Shop[] = [
  {
    title: 'Indumex Antwerpen',
    city: 'Antwerpen',
    address: 'Noorderlaan 120, 2030 Antwerpen',
    phone: '+32 3 450 12 34',
    email: 'antwerpen@indumex.example',
  },
  {
    title: 'Indumex Melle',
    city: 'Melle',
    address: 'Brusselsesteenweg 410, 9090 Melle',
    phone: '+32 9 252 80 10',
    email: 'melle@indumex.example',
  },
  {
    title: 'Indumex Izegem',
    city: 'Izegem',
    address: 'Kachtemsestraat 250, 8870 Izegem',
    phone: '+32 51 33 70 20',
    email: 'izegem@indumex.example',
  },
  {
    title: 'Indumex Liège',
    city: 'Liège',
    address: 'Rue de l’Industrie 21, 4020 Liège',
    phone: '+32 4 227 31 00',
    email: 'liege@indumex.example',
  },
];

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
