// Loopback stand-in for the dealer's service-management gateway (docs/requirements.md#outside-services, rule 3), under
// /scgw/api/v1/. Every request must carry the key the tests configure (SCGW_API_KEY in
// playwright.config.ts) in the `apikey` query parameter (lib/upstream/service-gateway.ts,
// API_KEY_PARAM); without it the fake answers 401, as a real gateway would.
// No shared state: what it answers depends on the number or machine asked for.
//   - equipment or customer number FAIL-500 answers 500; SLOW-1 answers after FAKE_SLOW_MS (longer
//     than the site's upstream timeout, so the site answers 504);
//   - service requests for the machine with equipment number EQ-DOWN answer 503 (the site keeps
//     the call and tries again); for EQ-SLOW they answer after FAKE_SLOW_MS (the site's request
//     times out: the gateway may have the call, so the site does not send it again).
import { json, slowMs } from './respond.mjs';

const API_KEY = 'e2e-scgw-api-key';

/** The dealer's records. Customer C-2001 has three machines; KX-5521 is only for the typing test. */
const records = [
  {
    EquipmentID: 10452,
    EquipmentNumber: 'EQ-10452',
    Model: 'HP DesignJet T1700',
    Description: '44-inch CAD plotter, dual roll',
    Location: 'Plan room, 2nd floor',
    CustomerNumber: 'C-2001',
  },
  {
    EquipmentID: 10453,
    EquipmentNumber: 'EQ-10453',
    Model: 'HP PageWide XL 4200',
    Description: 'Wide format MFP with scanner',
    Location: 'Print shop, ground floor',
    CustomerNumber: 'C-2001',
  },
  {
    EquipmentID: 10454,
    EquipmentNumber: 'EQ-10454',
    Model: 'HP Color LaserJet M776',
    Description: 'Office MFP, 11x17',
    Location: 'Front office',
    CustomerNumber: 'C-2001',
  },
  {
    EquipmentID: 20310,
    EquipmentNumber: 'EQ-20310',
    Model: 'Contex IQ Quattro 4490',
    Description: '44-inch scanner',
    Location: 'Archive room',
    CustomerNumber: 'C-3050',
  },
  {
    EquipmentID: 30777,
    EquipmentNumber: 'KX-5521',
    Model: 'HP DesignJet T650',
    Description: '36-inch CAD plotter',
    Location: 'Site office trailer',
    CustomerNumber: 'C-4410',
  },
  {
    EquipmentID: 'DOWN-1',
    EquipmentNumber: 'EQ-DOWN',
    Model: 'HP DesignJet Z9+',
    Description: 'Graphics printer',
    Location: 'Studio B',
    CustomerNumber: 'C-5120',
  },
  {
    EquipmentID: 'SLOW-2',
    EquipmentNumber: 'EQ-SLOW',
    Model: 'HP DesignJet T2600',
    Description: 'Multifunction plotter',
    Location: 'Print room',
    CustomerNumber: 'C-5130',
  },
];

/** Answers 401 unless the request carries the right key; true when it answered. */
function refuseWithoutKey(url, res) {
  if (url.searchParams.get('apikey') === API_KEY) return false;
  json(res, 401, { message: 'Invalid or missing API key' });
  return true;
}

/** A lookup by one field of the records (the two lookups of docs/requirements.md#outside-services, rule 3): `{ result: [...] }`. */
function lookup(param, field) {
  return (req, res, _body, _text, url) => {
    if (refuseWithoutKey(url, res)) return;
    const number = url.searchParams.get(param);
    if (number === 'FAIL-500') return json(res, 500, { message: 'Internal server error' });
    const result = records.filter((record) => record[field] === number);
    if (number === 'SLOW-1') return setTimeout(() => json(res, 200, { result }), slowMs);
    json(res, 200, { result });
  };
}

export const routes = {
  'GET /scgw/api/v1/equipment/number': lookup('equipmentNumber', 'EquipmentNumber'),
  'GET /scgw/api/v1/equipment/customer/number': lookup('customerNumber', 'CustomerNumber'),

  // The service request's body: equipmentId, callerName, callDescription (docs/requirements.md#outside-services, rule 3).
  'POST /scgw/api/v1/service/request': (req, res, body, _text, url) => {
    if (refuseWithoutKey(url, res)) return;
    const machine = records.find((record) => record.EquipmentID === body?.equipmentId);
    if (!machine || typeof body.callerName !== 'string' || typeof body.callDescription !== 'string') {
      return json(res, 400, { message: 'equipmentId, callerName and callDescription are required' });
    }
    if (machine.EquipmentNumber === 'EQ-DOWN') return json(res, 503, { message: 'Service unavailable' });
    if (machine.EquipmentNumber === 'EQ-SLOW') {
      return setTimeout(() => json(res, 200, { result: { ServiceCallID: `SC-${Date.now()}`, EquipmentID: machine.EquipmentID } }), slowMs);
    }
    json(res, 200, { result: { ServiceCallID: `SC-${Date.now()}`, EquipmentID: machine.EquipmentID } });
  },
};
