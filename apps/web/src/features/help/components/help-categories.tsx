import type { HelpCenter } from '@platform/contracts/content/pages';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@platform/ui/accordion.tsx';
import { PlainText } from '@platform/ui/plain-text.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpSelection } from '../model/help-selection.ts';

type HelpCategoriesProps = {
  categories: HelpCenter['categories'];
  selection: HelpSelection;
  onSelect: (selection: HelpSelection) => void;
};

export function HelpCategories({ categories, selection, onSelect }: HelpCategoriesProps): ReactNode {
  const { t } = useTranslation('content');
  // An unknown category in the address (an old link) falls back to the first one.
  const current = categories.find((category) => category.id === selection.category) ?? categories[0];

  return (
    <Tabs
      orientation="vertical"
      value={current?.id}
      onValueChange={(category) => onSelect({ category })}
      activationMode="manual"
    >
      <TabsList aria-label={t('help.categories')}>
        {categories.map((category) => (
          <TabsTrigger key={category.id} value={category.id}>
            {category.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((category) => (
        <TabsContent key={category.id} value={category.id} className="flex flex-col gap-4">
          <h2 className="text-xl font-bold tracking-tight">{category.title}</h2>
          <Accordion
            type="single"
            collapsible
            value={category.id === current?.id ? (selection.article ?? '') : ''}
            onValueChange={(article) => onSelect({ category: category.id, article: article || undefined })}
            className="flex flex-col gap-2"
          >
            {category.articles.map((article) => (
              <AccordionItem key={article.id} value={article.id} id={`help-${article.id}`}>
                <AccordionTrigger>{article.title}</AccordionTrigger>
                <AccordionContent>
                  <PlainText text={article.body} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </TabsContent>
      ))}
    </Tabs>
  );
}
