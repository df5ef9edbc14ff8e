import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { RichText } from '@/components/content/RichText';
import { EquipmentCard } from '@/components/equipment/EquipmentCard';
import { cardsPerWideRow } from '@/components/equipment/machine';
import { categoryWords } from '@/lib/content/categories';
import { categoryKeys, getMachinesByCategory } from '@/lib/content/machines';
import { fillText, slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { categoryPath } from '@/lib/http/routes';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/equipment';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Equipment landing (docs/requirements.md#equipment, rule 3): its words are
 * data/content/pages/equipment.json, with one card per category (the part "categories"), each with
 * a machine of it, its title and introduction from its own page (lib/content/categories.ts).
 */
export default function EquipmentPage() {
  const page = readPage(ROUTE);
  const words = slotWords(page, 'categories', ['link', 'count', 'count-one'], ROUTE);
  const machines = getMachinesByCategory();
  const categories = (
    <div className="container section">
      <div className="grid">
        {categoryKeys.map((key, index) => {
          const { title, intro } = categoryWords(key);
          const count = machines[key].length;
          const values = { category: title, count: String(count) };
          return (
            <EquipmentCard
              key={key}
              title={title}
              imageSrc={machines[key][0]?.image_url}
              href={categoryPath(key)}
              priority={index === 0}
              eager={index < cardsPerWideRow}
              linkText={fillText(words.link, values, ROUTE)}
            >
              <p>
                <RichText source={intro} inline />
              </p>
              <p>{fillText(count === 1 ? words['count-one'] : words.count, values, ROUTE)}</p>
            </EquipmentCard>
          );
        })}
      </div>
    </div>
  );
  return <PageBlocks page={page} breadcrumb={homeTrail(pageCrumb(ROUTE))} slots={{ categories }} />;
}
