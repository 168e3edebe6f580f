import applePay from '../../assets/pay-applepay.svg'
import bancontact from '../../assets/pay-bancontact.svg'
import card from '../../assets/pay-card.svg'
import mastercard from '../../assets/pay-mastercard.svg'
import paypal from '../../assets/pay-paypal.svg'
import visa from '../../assets/pay-visa.svg'
import { homeBelowMessages } from '../../core/messages/home-below.ts'

const METHODS = [
  { logo: card, label: homeBelowMessages.paymentMethods.card },
  { logo: paypal, label: homeBelowMessages.paymentMethods.paypal },
  { logo: applePay, label: homeBelowMessages.paymentMethods.applePay },
  { logo: bancontact, label: homeBelowMessages.paymentMethods.bancontact },
  { logo: mastercard, label: homeBelowMessages.paymentMethods.mastercard },
  { logo: visa, label: homeBelowMessages.paymentMethods.visa }
] as const

export function PaymentMethods() {
  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title" data-testid="payment-methods">
      <h2 id="payment-methods-title" className="payment-methods__title">
        {homeBelowMessages.paymentTitle}
      </h2>
      <ul className="payment-methods__list">
        {METHODS.map((method) => (
          <li key={method.label}>
            <img src={method.logo} alt={method.label} width="120" height="48" />
          </li>
        ))}
      </ul>
    </section>
  )
}
