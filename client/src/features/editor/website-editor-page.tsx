// /admin/edit, the Website Editor (decision 16): admins only. The open tab is named in the
// address (?tab=settings), so that a link can open one.
import { canAccess } from '@common/auth/access';
import { useLocation, useSearch } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { PageLoading } from '@/components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { TrashTab } from '@/features/history/trash-tab';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { AdminAccessRequired } from './admin-access-required';
import { EditorDashboard } from './editor-dashboard';
import {
  competitionEditor,
  eventEditor,
  newsArticleEditor,
  rulesCatalogueEditors,
  sponsorEditor,
  sponsorshipPackageEditor,
  teamMemberEditor,
  vehicleEditor,
} from './editor-entities';
import { editorTabNamed, tabLink, tabOf } from './editor-tabs';
import { EntityTab } from './entity-tab';
import { ClubSettingsTab } from './settings/club-settings-tab';

const entityTabs = [
  { value: 'team', label: 'Team', entity: teamMemberEditor },
  { value: 'competitions', label: 'Competitions', entity: competitionEditor },
  { value: 'vehicles', label: 'Vehicles', entity: vehicleEditor },
  { value: 'sponsors', label: 'Sponsors', entity: sponsorEditor },
  { value: 'news', label: 'News', entity: newsArticleEditor },
  { value: 'events', label: 'Events', entity: eventEditor },
] as const;

export default function WebsiteEditorPage() {
  useDocumentTitle('Website Editor');
  const { user, isLoading } = useAuth();
  const tab = tabOf(useSearch());
  const [, navigate] = useLocation();
  if (isLoading) return <PageLoading />;
  if (!user || !canAccess(user, 'admin')) return <AdminAccessRequired signedIn={Boolean(user)} />;
  return (
    <PageLayout
      title="Website Editor"
      intro="Edit what visitors see on the home page and the rules catalogue. Every change is live as soon as it is saved."
      width="wide"
    >
      <Tabs
        value={tab}
        // Replaced rather than pushed: arrow keys open a tab at each step, and Back should leave
        // the editor, not walk back through them.
        onValueChange={(value) => navigate(tabLink(editorTabNamed(value)), { replace: true })}
        className="mt-8"
      >
        <TabsList aria-label="Website content" className="flex-wrap">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          <TabsTrigger value="settings">Club settings</TabsTrigger>
          {entityTabs.map((entityTab) => (
            <TabsTrigger key={entityTab.value} value={entityTab.value}>
              {entityTab.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="rules">Rules</TabsTrigger>
          <TabsTrigger value="trash">Trash</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <EditorDashboard entities={entityTabs.map((entityTab) => entityTab.entity)} />
        </TabsContent>
        <TabsContent value="settings">
          <ClubSettingsTab />
        </TabsContent>
        {entityTabs.map((entityTab) => (
          <TabsContent key={entityTab.value} value={entityTab.value}>
            <EntityTab entity={entityTab.entity} />
            {/* What sponsors are offered sits beside who they are. */}
            {entityTab.value === 'sponsors' && <EntityTab entity={sponsorshipPackageEditor} />}
          </TabsContent>
        ))}
        <TabsContent value="rules">
          {rulesCatalogueEditors.map((entity) => (
            <EntityTab key={entity.path} entity={entity} />
          ))}
        </TabsContent>
        <TabsContent value="trash">
          <TrashTab />
        </TabsContent>
      </Tabs>
    </PageLayout>
  );
}
