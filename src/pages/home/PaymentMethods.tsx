import applePay from '../../assets/pay-applepay.svg'
import bancontact from '../../assets/pay-bancontact.svg'
import card from '../../assets/pay-card.svg'
import mastercard from '../../assets/pay-mastercard.svg'
import paypal from '../../assets/pay-paypal.svg'
import visa from '../../assets/pay-visa.svg'
import { shopMessages } from '../../core/messages/shop.ts'

const METHODS = [
  { logo: card, label: shopMessages.paymentMethods.card },
  { logo: paypal, label: shopMessages.paymentMethods.paypal },
  { logo: applePay, label: shopMessages.paymentMethods.applePay },
  { logo: bancontact, label: shopMessages.paymentMethods.bancontact },
  { logo: mastercard, label: shopMessages.paymentMethods.mastercard },
  { logo: visa, label: shopMessages.paymentMethods.visa }
] as const

export function PaymentMethods() {
  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title" data-testid="payment-methods">
      <h2 id="payment-methods-title" className="payment-methods__title">
        {shopMessages.paymentTitle}
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
