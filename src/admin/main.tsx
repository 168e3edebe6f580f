import './admin.css'

import { createRoot } from 'react-dom/client'

import { AdminApp } from './ui/AdminApp.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('admin/index.html has no #root element')
createRoot(container).render(<AdminApp />)
