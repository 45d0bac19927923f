import {
  Bean,
  Droplet,
  Egg,
  Fish,
  Flame,
  Flower2,
  LeafyGreen,
  Milk,
  Nut,
  Shell,
  Shrimp,
  Snowflake,
  Sparkles,
  Squirrel,
  Thermometer,
  Wheat,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { formatMoment } from '../../lib/format';
import type { Portion } from '../queries';
import { useTranslation } from 'react-i18next';
import { type Allergen, type DietMark, type Storage } from './food-codes';
import { iddsiNameKey } from '../food-safety/food-safety';

/** One icon per allergen, so that none is mistaken for another at a glance; the name is always written beside it. */
const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  gluten: Wheat,
  crustaceans: Shrimp,
  eggs: Egg,
  fish: Fish,
  peanuts: Nut,
  soy: Bean,
  milk: Milk,
  nuts: Squirrel,
  celery: LeafyGreen,
  mustard: Droplet,
  sesame: Sparkles,
  sulphites: Wine,
  lupin: Flower2,
  molluscs: Shell,
};

const STORAGE_ICONS: Record<Storage, LucideIcon> = { hot: Flame, chilled: Snowflake, ambient: Thermometer };

export function AllergenIcon({ allergen, className = 'size-3.5' }: { allergen: Allergen; className?: string }) {
  const Icon = ALLERGEN_ICONS[allergen];
  return Icon ? <Icon aria-hidden="true" className={className} data-allergen-icon={allergen} /> : null;
}

export type AllergenFacts = Pick<Portion, 'allergens' | 'mayContain' | 'allergensDeclared'>;

/**
 * "Bevat" and "Kan sporen bevatten van" as badges, or "Geen allergenen" when the kitchen declared none, or
 * "Allergenen niet opgegeven" for an older portion that never answered. Shared by cards, the counter and mails' previews.
 */
export function AllergenList({ allergens, mayContain = [], allergensDeclared = true }: AllergenFacts) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <div className="space-y-1.5" data-testid="allergen-list">
      {allergens.length > 0 ? (
        <BadgeRow label={t('shared:food.contains')} codes={allergens} tone="amber" testId="allergens-contains" />
      ) : (
        <p className="text-sm font-semibold" data-testid="allergens-none">
          <Badge tone={allergensDeclared ? 'emerald' : 'slate'}>
            {allergensDeclared ? t('shared:food.noAllergens') : t('shared:food.undeclared')}
          </Badge>
        </p>
      )}
      {mayContain.length > 0 && (
        <BadgeRow label={t('shared:food.mayContain')} codes={mayContain} tone="slate" testId="allergens-may-contain" />
      )}
    </div>
  );
}

function BadgeRow({ label, codes, tone, testId }: { label: string; codes: Allergen[]; tone: 'amber' | 'slate'; testId: string }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid={testId}>
      <span className="text-sm font-medium text-slate-700">{label}:</span>
      <ul aria-label={label} className="contents">
        {codes.map((code) => (
          <li key={code}>
            <Badge tone={tone}>
              <AllergenIcon allergen={code} />
              {t(`shared:food.allergenNames.${code}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DietMarks({ diet }: { diet: DietMark[] }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  if (diet.length === 0) return null;
  return (
    <ul aria-label={t('shared:food.diet')} className="flex flex-wrap gap-1.5" data-testid="diet-marks">
      {diet.map((mark) => (
        <li key={mark}>
          <Badge tone="emerald">{t(`shared:food.dietNames.${mark}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** How it was kept, how to eat it safely, and when it was made. */
export function StorageNote({ storage, reheat, preparedAt }: Pick<Portion, 'storage' | 'reheat'> & { preparedAt?: string | null }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  if (!storage && !preparedAt) return null;
  const Icon = storage ? STORAGE_ICONS[storage] : null;
  return (
    <div className="space-y-0.5 text-sm text-slate-700" data-testid="storage-note">
      {storage && Icon && (
        <p className="inline-flex items-center gap-1.5 font-medium text-slate-800">
          <Icon aria-hidden="true" className="size-4 text-slate-600" />
          {t(`shared:food.storageNames.${storage}`)}
        </p>
      )}
      {storage && <p>{t(`shared:food.safeEating.${storage}`)}</p>}
      {reheat && <p className="font-semibold text-red-800">{t('shared:food.reheat')}</p>}
      {preparedAt && <p className="text-slate-600">{t('shared:food.preparedAt', { when: formatMoment(preparedAt) })}</p>}
    </div>
  );
}

/** The IDDSI texture level, for colleagues on a special diet; nothing without one. */
export function IddsiMark({ level }: { level: number | null | undefined }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  if (level === null || level === undefined) return null;
  return (
    <p className="text-sm" data-testid="iddsi-level">
      <Badge tone="slate">
        <span className="sr-only">{t('shared:food.iddsi')}: </span>
        {t('shared:food.iddsiLevel', { level, name: t(iddsiNameKey(level)) })}
      </Badge>
    </p>
  );
}

/** Everything a colleague should know before reserving: allergens, traces, diet, texture and storage. */
export function FoodFacts({
  portion,
}: {
  portion: Pick<Portion, keyof AllergenFacts | 'diet' | 'storage' | 'reheat' | 'preparedAt'> & { iddsiLevel?: number | null };
}) {
  return (
    <div className="space-y-2">
      <AllergenList allergens={portion.allergens} mayContain={portion.mayContain} allergensDeclared={portion.allergensDeclared} />
      <DietMarks diet={portion.diet} />
      <IddsiMark level={portion.iddsiLevel} />
      <StorageNote storage={portion.storage} reheat={portion.reheat} preparedAt={portion.preparedAt} />
    </div>
  );
}
