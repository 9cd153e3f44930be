import { Alert, Center, Container, Loader } from '@mantine/core';
import { MESSAGES, readCalcText } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { sharingQueries } from '../../features/sharing/api/sharing-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/config/paths.ts';
import { copyState } from './calculation-copy.ts';
import { SharedCalculationEditor } from './shared-calculation-editor.tsx';
import { SharedCalculationView } from './shared-calculation-view.tsx';

function versionOf(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  return /^[1-9]\d{0,6}$/.test(text) ? Number(text) : null;
}

/**
 * `/public/rt/{link}/{version?}`: a shared calculation, read only, with every number from the
 * server's engine; its owner may edit it (`?edit=1`) and add a version. A wrong link or version
 * shows Page Not Found.
 */
export function SharedCalculationScreen() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const link = params.link ?? '';
  const version = versionOf(params.version);
  const shared = useQuery({
    ...sharingQueries.detail(link, version ?? undefined),
    enabled: version !== null,
  });
  if (version === null) return <NotFoundView />;
  if (shared.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the shared calculation" />
      </Center>
    );
  }
  if (shared.isError) {
    if (shared.error instanceof ApiError && shared.error.status === 404) return <NotFoundView />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title="The shared calculation could not be opened">
          {shared.error.message || MESSAGES.unknownServerError}
        </Alert>
      </Container>
    );
  }
  const data = shared.data;
  const calc = readCalcText(data.calc);
  const document = data.isOwner ? calc : null;
  if (search.get('edit') === '1' && document !== null) {
    return (
      <SharedCalculationEditor
        key={`${data.link}:${data.version}`}
        shared={data}
        document={document}
        onCancel={() => setSearch({})}
      />
    );
  }
  return (
    <Container size="xl" py="md">
      <SharedCalculationView
        shared={data}
        onPickVersion={(picked) => navigate(paths.sharedRt(data.link, picked))}
        onEdit={document === null ? null : () => setSearch({ edit: '1' })}
        onOpenCopy={calc === null ? null : () => navigate(paths.publicRt, { state: copyState(calc) })}
      />
    </Container>
  );
}
