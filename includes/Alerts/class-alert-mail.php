<?php
/**
 * One contact's alert mail, stored in the outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Listings\Property_Store;
use ImmoWizards\Mail\Kinds\Search_Alert_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the mail from the claimed log rows (listing cards per saved search, each search with its
 * own deactivate key) and stores it. store() is the only call into the outbox.
 */
final class Alert_Mail {

	/** Lifetime of a deactivate key: old mails keep working for half a year. */
	public const KEY_TTL = 180 * DAY_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param Outbox             $outbox   Mail outbox.
	 * @param Key_Service        $keys     Keys.
	 * @param Property_Store     $store    Listing values.
	 * @param Settings           $settings Portal page.
	 * @param Request_Repository $requests Requests (the contact's language).
	 */
	public function __construct(
		private Outbox $outbox,
		private Key_Service $keys,
		private Property_Store $store,
		private Settings $settings,
		private Request_Repository $requests = new Request_Repository()
	) {
	}

	/**
	 * Stores the mail of one contact (inside the caller's transaction).
	 *
	 * @param object   $contact Contact row (id, email, salutation and names).
	 * @param object[] $rows    Log rows (search_id, post_id), ordered by search.
	 * @return int Outbox id.
	 */
	public function queue( object $contact, array $rows ): int {
		// The language of the contact's latest confirmed request ('' → the rule's default).
		$locale   = $this->requests->latest_confirmed_locale( (int) $contact->id );
		$sections = array();
		$tokens   = array();
		foreach ( $rows as $row ) {
			$search_id = (int) $row->search_id;
			if ( ! isset( $sections[ $search_id ] ) ) {
				$tokens[ $search_id ]   = Deactivation::token( $search_id, $this->keys->create( Deactivation::purpose( $search_id ), 0, (int) $contact->id, self::KEY_TTL ) );
				$sections[ $search_id ] = array(
					'deactivate' => Deactivate_Page::url( $tokens[ $search_id ] ),
					'listings'   => array(),
				);
			}
			$sections[ $search_id ]['listings'][] = $this->card( (int) $row->post_id );
		}
		$portal = $this->settings->portal_link_url() . '#savedSearch';
		return $this->outbox->queue(
			Search_Alert_Mail::NAME,
			$locale,
			array(
				'recipient' => (string) $contact->email,
				'args'      => array( array_values( $sections ), $portal, $locale, (array) $contact ),
				'headers'   => array(
					'List-Unsubscribe: <' . Deactivation::one_click_url( implode( '.', $tokens ) ) . '>',
					'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
				),
			)
		);
	}

	/**
	 * A listing card's values.
	 *
	 * @param int $post_id Listing id.
	 * @return array{title:string,url:string,image:string,price:?float,place:string}
	 */
	private function card( int $post_id ): array {
		$values = $this->store->get( $post_id );
		return array(
			'title' => wp_specialchars_decode( get_the_title( $post_id ), ENT_QUOTES ),
			'url'   => (string) get_permalink( $post_id ),
			'image' => (string) ( $values['images'][0]['url'] ?? '' ),
			'price' => null === $values['price'] ? null : (float) $values['price'],
			'place' => trim( (string) $values['zip'] . ' ' . (string) $values['city'] ),
		);
	}
}
