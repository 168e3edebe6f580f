import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { ADMIN_PAGES } from '../admin-pages.ts'
import { $adminRouter } from '../stores/admin-router.ts'
import { $staffSession, loadStaffSession } from '../stores/staff-session.ts'
import { AdminLayout } from './AdminLayout.tsx'
import { LoginScreen } from './LoginScreen.tsx'
import { ReauthDialog } from './ReauthDialog.tsx'

export function AdminApp() {
  const state = useStore($staffSession)
  const page = useStore($adminRouter)
  useEffect(() => {
    void loadStaffSession()
  }, [])
  if (state.kind === 'loading') return <p className="admin-main">{adminMessages.loading}</p>
  if (state.kind === 'anonymous') return <LoginScreen message={state.message} />
  const Page = page ? ADMIN_PAGES[page.route] : undefined
  return (
    <>
      <AdminLayout session={state.session} current={page?.route}>
        {Page ? <Page params={page?.params ?? {}} session={state.session} /> : <p>{adminMessages.empty}</p>}
      </AdminLayout>
      <ReauthDialog />
    </>
  )
}
