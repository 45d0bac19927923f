/**
 * What a tenant export holds: one JSON and one CSV file per kind, in this order. Each query selects one tenant's
 * rows by `$1` and names its columns as the API does. Users leave out the password hash; API keys their secret.
 */
export interface ExportKind {
  name: string;
  sql: string;
  /** Dutch explanation of the fields for README.txt. */
  fields: Record<string, string>;
}

export const EXPORT_KINDS: ExportKind[] = [
  {
    name: 'users',
    sql: `SELECT id, email, first_name AS "firstName", last_name AS "lastName", employee_number AS "employeeNumber", role,
                 is_active AS "isActive", created_at AS "createdAt", erased_at AS "erasedAt"
            FROM users WHERE tenant_id = $1 ORDER BY created_at, id`,
    fields: {
      id: 'vaste sleutel van de gebruiker',
      email: 'e-mailadres (bij een gewiste gebruiker een onbruikbaar adres)',
      firstName: 'voornaam',
      lastName: 'achternaam',
      employeeNumber: 'personeelsnummer voor de salarisadministratie, of leeg',
      role: 'rol: kitchen (keuken), staff (medewerker) of admin (beheerder)',
      isActive: 'true als de gebruiker kan inloggen',
      createdAt: 'aangemaakt op (ISO 8601, UTC)',
      erasedAt: 'gewist op, of leeg',
    },
  },
  {
    name: 'locations',
    sql: `SELECT id, name, address, is_active AS "isActive", created_at AS "createdAt"
            FROM locations WHERE tenant_id = $1 ORDER BY created_at, id`,
    fields: {
      id: 'vaste sleutel van de locatie',
      name: 'naam',
      address: 'adres',
      isActive: 'true als de locatie actief is',
      createdAt: 'aangemaakt op',
    },
  },
  {
    name: 'portions',
    sql: `SELECT id, location_id AS "locationId", title, description, total_quantity AS "totalQuantity",
                 available_quantity AS "availableQuantity", reserved_quantity AS "reservedQuantity",
                 picked_up_quantity AS "pickedUpQuantity", available_until AS "availableUntil", allergens,
                 may_contain AS "mayContain", allergens_declared AS "allergensDeclared", diet, ingredients,
                 prepared_at AS "preparedAt", storage, reheat, status, created_by AS "createdBy", created_at AS "createdAt",
                 iddsi_level AS "iddsiLevel", hold_until AS "holdUntil", ended_reason AS "endedReason", ended_at AS "endedAt"
            FROM portions WHERE tenant_id = $1 ORDER BY created_at, id`,
    fields: {
      id: 'vaste sleutel van de portie',
      locationId: 'locatie (zie locations)',
      title: 'titel',
      description: 'omschrijving',
      totalQuantity: 'aangeboden aantal',
      availableQuantity: 'nog beschikbaar',
      reservedQuantity: 'gereserveerd en nog niet opgehaald',
      pickedUpQuantity: 'opgehaald',
      availableUntil: 'beschikbaar tot',
      allergens:
        'bevat deze allergenen (codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs)',
      mayContain: 'kan sporen bevatten van (allergeencodes)',
      allergensDeclared: 'true als de keuken de allergenen opgaf (true met een lege lijst: geen van de 14)',
      diet: 'dieet: vegetarian, vegan, halal, no_pork',
      ingredients: 'ingrediënten, of leeg',
      preparedAt: 'bereid op, of leeg',
      storage: 'bewaring: hot (warm, minstens 60 °C), chilled (gekoeld, hoogstens 7 °C), ambient (kamertemperatuur), of leeg',
      reheat: 'true als de portie tot minstens 75 °C in de kern moet worden opgewarmd',
      status: 'available (beschikbaar), finished (op) of expired (verlopen)',
      createdBy: 'aangeboden door (zie users)',
      createdAt: 'aangeboden op',
      iddsiLevel: 'IDDSI-textuurniveau 0 (dun vloeibaar) tot 7 (normaal), of leeg',
      holdUntil: 'warm gehouden tot (temperatuurregistratie), of leeg',
      endedReason:
        'reden einde: sold_out (op), expired (verlopen), withdrawn (teruggetrokken), temperature (temperatuur te laag of te hoog), holding_time (te lang warm gehouden), of leeg',
      endedAt: 'beëindigd op, of leeg',
    },
  },
  {
    name: 'food-safety-log',
    sql: `SELECT t.id, t.portion_id AS "portionId", p.location_id AS "locationId", t.kind, t.temperature_c::float AS "temperatureC",
                 t.measured_at AS "measuredAt", t.cooling_started_at AS "coolingStartedAt", t.measured_by_id AS "measuredById",
                 t.measured_by_name AS "measuredByName", t.corrects_id AS "correctsId", t.note, t.recorded_at AS "recordedAt"
            FROM portion_temperatures t JOIN portions p ON p.id = t.portion_id
           WHERE t.tenant_id = $1 ORDER BY t.seq`,
    fields: {
      id: 'vaste sleutel van de temperatuurregistratie (nooit gewijzigd)',
      portionId: 'portie (zie portions)',
      locationId: 'locatie (zie locations)',
      kind: 'soort: offer (kerntemperatuur bij uitgifte), cooling (einde afkoelen), check (controle), handover (bij overhandiging)',
      temperatureC: 'temperatuur in °C',
      measuredAt: 'gemeten op',
      coolingStartedAt: 'bij cooling: afkoelen gestart op',
      measuredById: 'gemeten door (zie users)',
      measuredByName: 'naam van wie mat, zoals die toen was',
      correctsId: 'de registratie die deze corrigeert (die blijft bewaard), of leeg',
      note: 'reden van de correctie, of leeg',
      recordedAt: 'vastgelegd op',
    },
  },
  {
    name: 'reservations',
    sql: `SELECT id, portion_id AS "portionId", user_id AS "userId", quantity, status, reserved_at AS "reservedAt",
                 picked_up_at AS "pickedUpAt", cancelled_at AS "cancelledAt"
            FROM reservations WHERE tenant_id = $1 ORDER BY reserved_at, id`,
    fields: {
      id: 'vaste sleutel van de reservering',
      portionId: 'portie (zie portions)',
      userId: 'gereserveerd door (zie users)',
      quantity: 'aantal',
      status: 'reserved (gereserveerd), picked_up (opgehaald) of cancelled (geannuleerd)',
      reservedAt: 'gereserveerd op',
      pickedUpAt: 'opgehaald op, of leeg',
      cancelledAt: 'geannuleerd op, of leeg',
    },
  },
  {
    name: 'waste-records',
    sql: `SELECT id, location_id AS "locationId", weight_grams AS "weightGrams", stage, reason_code AS "reasonCode", destination,
                 recorded_at AS "recordedAt", recorded_by AS "recordedBy", portion_id AS "portionId", note, photo_id AS "photoId",
                 created_at AS "createdAt"
            FROM waste_records WHERE tenant_id = $1 ORDER BY recorded_at, id`,
    fields: {
      id: 'vaste sleutel van de weging',
      locationId: 'locatie (zie locations)',
      weightGrams: 'gewicht in gram',
      stage:
        'fase: preparation (bereiding), overproduction (overproductie), plate (bordrestjes), spoilage (bederf), unsold (niet opgehaald)',
      reasonCode:
        'reden (zie waste-reasons; zonder regel daar een standaardreden: overproduced, returned, expired, damaged, quality, other)',
      destination: 'bestemming: digestion (vergisting), compost, incineration (restafval), sewer (riool), other (anders)',
      recordedAt: 'weggegooid op',
      recordedBy: 'geregistreerd door (zie users)',
      portionId: 'portie waarvan het kwam (zie portions), of leeg',
      note: 'notitie, of leeg',
      photoId: 'foto van de weging (op te vragen via de API: photoUrl van GET waste-records/{id}), of leeg',
      createdAt: 'geregistreerd op',
    },
  },
  {
    name: 'waste-reasons',
    sql: `SELECT code, label_nl AS "labelNl", label_fr AS "labelFr", label_en AS "labelEn", archived
            FROM waste_reasons WHERE tenant_id = $1 ORDER BY code`,
    fields: {
      code: 'code van de reden',
      labelNl: 'naam in het Nederlands',
      labelFr: 'naam in het Frans',
      labelEn: 'naam in het Engels',
      archived: 'true als de reden gearchiveerd is',
    },
  },
  {
    name: 'meals-served',
    sql: `SELECT location_id AS "locationId", to_char(day, 'YYYY-MM-DD') AS "date", meals
            FROM meals_served WHERE tenant_id = $1 ORDER BY day, location_id`,
    fields: {
      locationId: 'locatie (zie locations)',
      date: 'dag',
      meals: 'geserveerde maaltijden',
    },
  },
  {
    name: 'notification-preferences',
    sql: `SELECT user_id AS "userId", new_portions AS "newPortions", location_ids AS "locations", push, reminders,
                 reservation_changes AS "reservationChanges"
            FROM notification_preferences WHERE tenant_id = $1 ORDER BY user_id`,
    fields: {
      userId: 'gebruiker (zie users)',
      newPortions: 'meldingen over nieuwe porties: off (uit), instant (direct) of digest (dagelijks overzicht)',
      locations: 'locaties waarover de gebruiker meldingen wil, of leeg voor alle',
      push: 'true als pushmeldingen aan staan',
      reminders: 'true als herinneringen om een portie op te halen aan staan',
      reservationChanges: 'true als berichten over wijzigingen in reserveringen (intrekking) aan staan; allergeenwijzigingen gaan altijd',
    },
  },
  {
    name: 'api-keys',
    sql: `SELECT id, name, scopes, prefix, created_by AS "createdBy", created_at AS "createdAt", last_used_at AS "lastUsedAt",
                 revoked_at AS "revokedAt"
            FROM api_keys WHERE tenant_id = $1 ORDER BY created_at, id`,
    fields: {
      id: 'vaste sleutel van de API-sleutel',
      name: 'naam',
      scopes: 'rechten, zoals portions:write',
      prefix: 'begin van de sleutel, om hem te herkennen (de sleutel zelf wordt nooit bewaard)',
      createdBy: 'aangemaakt door (zie users)',
      createdAt: 'aangemaakt op',
      lastUsedAt: 'laatst gebruikt op, of leeg',
      revokedAt: 'ingetrokken op, of leeg',
    },
  },
  {
    name: 'audit-log',
    sql: `SELECT id, at, action, actor_id AS "actorId", target_type AS "targetType", target_id AS "targetId", ip
            FROM audit_log WHERE tenant_id = $1 ORDER BY at, id`,
    fields: {
      id: 'vaste sleutel van de regel',
      at: 'tijdstip',
      action: 'handeling, bijvoorbeeld auth.login_failed of user.erased',
      actorId: 'uitgevoerd door (zie users), leeg voor het systeem',
      targetType: 'soort object waarop de handeling betrekking heeft',
      targetId: 'het object',
      ip: 'IP-adres van de aanvraag',
    },
  },
];

export function exportReadme(): string {
  const sections = EXPORT_KINDS.map(
    (kind) =>
      `${kind.name}.json en ${kind.name}.csv\n${Object.entries(kind.fields)
        .map(([field, meaning]) => `  ${field}: ${meaning}`)
        .join('\n')}`,
  );
  return [
    'Export van Portiepunt',
    '',
    'Elk soort gegevens staat twee keer in dit bestand: als JSON (een lijst van objecten) en als CSV',
    '(UTF-8, komma-gescheiden, met een kopregel). Tijden zijn in ISO 8601, UTC. Wachtwoorden en geheime',
    'sleutels worden nooit geëxporteerd.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
