import { useDispatch, useSelector } from 'react-redux'
import { Link } from 'react-router-dom'

import { LoginForm } from './LoginForm.tsx'
import { chooseCurrency, type RootState } from './store.ts'

const CURRENCIES = ['EUR', 'USD', 'GBP']

export function Header() {
  const currency = useSelector((state: RootState) => state.preferences.currency)
  const dispatch = useDispatch()
  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/" className="header__brand">
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>Boutique</span>
        </Link>
        <div className="header__actions">
          <select value={currency} onChange={(event) => dispatch(chooseCurrency(event.target.value))} aria-label="Devise">
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
          <LoginForm />
        </div>
      </div>
      <nav className="nav">
        <Link to="/">Accueil</Link> <Link to="/objets">Objets</Link>
      </nav>
    </header>
  )
}
