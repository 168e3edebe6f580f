import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { PersistGate } from 'redux-persist/integration/react'

import '../../../src/styles/index.css'
// The shop's whole style sheet in one, as a conventional build ships it (ours loads screens.css with its first lazy screen).
import '../../../src/styles/screens.css'
import { Header } from './Header.tsx'
import { HomePage } from './HomePage.tsx'
import { ListingPage } from './ListingPage.tsx'
import { persistor, store } from './store.ts'

/** The conventional stack's shop: one bundle, Redux store with RTK Query, persisted preferences, React Router. */
function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <BrowserRouter>
          <div className="shell">
            <Header />
            <main className="main" id="main">
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/objets" element={<ListingPage />} />
              </Routes>
            </main>
          </div>
        </BrowserRouter>
      </PersistGate>
    </Provider>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(<App />)
