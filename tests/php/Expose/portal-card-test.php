<?php
/**
 * The portal's "Anfragen" cards of inquiries about listings.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Expose;

use ImmoWizards\Plugin;
use ImmoWizards\Tests\Portal_Session;
use ImmoWizards\Tests\Test_Case;

require_once __DIR__ . '/class-listings.php';
require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * A card shows the listing when the inquiry's objectId is a published listing.
 */
final class Portal_Card_Test extends Test_Case {

	use Listings;
	use Portal_Session;

	/**
	 * Sends and confirms an exposé inquiry about an object.
	 *
	 * @param int $object_id Object id.
	 */
	private function inquire( int $object_id ): string {
		$_SERVER['HTTP_REFERER'] = home_url( '/anfrage/' );
		$response                = $this->rest( 'POST', '/wizard/expose-inquiry', $this->inquiry_body( array( 'exposeInquiry' => array( 'objectId' => $object_id ) ) ) );
		unset( $_SERVER['HTTP_REFERER'] );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		return $this->json( $response )['uuid'];
	}

	public function test_cards_take_the_published_listing(): void {
		$this->capture_cookies();
		$listing = $this->listing(
			$this->flat(
				array(
					'marketingType' => 'rent',
					'price'         => 980,
				)
			),
			array( 'post_title' => 'Altbau & Balkon' ),
			false,
			array( 'Fassade', 'Küche' )
		);
		$draft   = $this->listing( $this->flat(), array( 'post_status' => 'draft' ) );
		$about   = $this->inquire( $listing );
		$this->inquire( $draft );

		$user  = $this->log_in( Plugin::instance()->portal()->login_links()->issue( get_user_by( 'email', $this->inquiry_body()['contact']['email'] )->ID, 0 ) );
		$items = $this->json( $this->browser( $user['cookie'], $user['nonce'], 'GET', '/immo-wizards/v1/expose-inquiry' ) );
		$cards = array_column( $items, null, 'uuid' );
		$card  = $cards[ $about ];

		$this->assertSame( 'Altbau & Balkon', $card['title'] );
		$this->assertSame( array( '01067', 'Dresden' ), array( $card['zip'], $card['city'] ) );
		$this->assertSame( 'Apartment', $card['category'] );
		$this->assertSame(
			array(
				'title' => 'Monthly rent',
				'text'  => "980\u{00A0}€",
			),
			$card['price']
		);
		$this->assertSame( get_permalink( $listing ), $card['link'], 'the exposé page, not the page the form was on' );
		$this->assertStringEndsWith( 'picture-' . $listing . '-0.jpg', $card['image'], 'the title image' );
		$this->assertSame( array( $listing, 'DD-0815' ), array( $card['objectId'], $card['customObjectId'] ) );
		$this->assertArrayNotHasKey( 'street', $card );

		$other = current( array_diff_key( $cards, array( $about => true ) ) );
		$this->assertSame( 'Property DD-0815', $other['title'], 'a draft is not shown: the stored values stay' );
		$this->assertSame( array( '', '', home_url( '/anfrage/' ) ), array( $other['image'], $other['category'], $other['link'] ) );
	}
}
