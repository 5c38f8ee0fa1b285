import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';
import { BettingRecord } from '../../bets/components/betting-record.tsx';
import { LotteryBetRecord } from '../../lottery/components/lottery-bet-record.tsx';

/** The betting record: the game rounds of every provider, and the lottery bets of the brand's own draws. */
export function BettingRecords(): ReactNode {
  const { t } = useTranslation('lottery');
  return (
    <Tabs defaultValue="games">
      <TabsList className="self-start">
        <TabsTrigger value="games">{t('record.games')}</TabsTrigger>
        <TabsTrigger value="lottery">{t('record.lottery')}</TabsTrigger>
      </TabsList>
      <TabsContent value="games">
        <BettingRecord />
      </TabsContent>
      <TabsContent value="lottery">
        <LotteryBetRecord />
      </TabsContent>
    </Tabs>
  );
}
