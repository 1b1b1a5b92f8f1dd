// /admin/edit, the Website Editor (spec section 2): admins only; six tabs.
import { canAccess } from '@common/access';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminAccessRequired } from './admin-access-required';
import { EditorDashboard } from './editor-dashboard';
import {
  competitionEditor,
  newsArticleEditor,
  sponsorEditor,
  teamMemberEditor,
  vehicleEditor,
} from './editor-entities';
import { EntityTab } from './entity-tab';

const tabs = [
  { value: 'team', label: 'Team', entity: teamMemberEditor },
  { value: 'competitions', label: 'Competitions', entity: competitionEditor },
  { value: 'vehicles', label: 'Vehicles', entity: vehicleEditor },
  { value: 'sponsors', label: 'Sponsors', entity: sponsorEditor },
  { value: 'news', label: 'News', entity: newsArticleEditor },
] as const;

export default function WebsiteEditorPage() {
  useDocumentTitle('Website Editor');
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user || !canAccess(user, 'admin')) return <AdminAccessRequired signedIn={Boolean(user)} />;
  return (
    <PageLayout
      title="Website Editor"
      intro="Edit what visitors see on the home page. Every change is live as soon as it is saved."
      width="wide"
    >
      <Tabs defaultValue="dashboard" className="mt-8">
        <TabsList aria-label="Website content" className="flex-wrap">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <EditorDashboard entities={tabs.map((tab) => tab.entity)} />
        </TabsContent>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <EntityTab entity={tab.entity} />
          </TabsContent>
        ))}
      </Tabs>
    </PageLayout>
  );
}
