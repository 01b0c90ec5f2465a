<?php
/**
 * Valid bodies of the issue-3 submit routes for tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Builders of saved-search, exposé-inquiry, contact-message and newsletter bodies (same contact and
 * guards as the lead body).
 */
trait Request_Payloads {

	use Lead_Payloads;

	/**
	 * The parts every submit has: contact, requestId, hp, formToken (for $type).
	 *
	 * @param string $type Request type the form token is for.
	 * @return array<string,mixed>
	 */
	protected function common_body( string $type = 'lead' ): array {
		$body = $this->lead_body();
		unset( $body['lead'] );
		$body['requestId'] = wp_generate_uuid4();
		$body['formToken'] = $this->form_token( 60, $type );
		return $body;
	}

	/**
	 * A valid saved-search body (apartment to buy in two regions with ranges), overrides merged.
	 *
	 * @param array<string,mixed> $overrides Overrides.
	 * @return array<string,mixed>
	 */
	protected function saved_search_body( array $overrides = array() ): array {
		$body                = $this->common_body( 'saved_search' );
		$body['savedSearch'] = array(
			'objectType'    => 'LIVING',
			'categoryId'    => 30225,
			'marketingType' => 'buy',
			'locations'     => array( array( 'locationId' => 11 ), array( 'locationId' => 22 ) ),
			'fields'        => array(
				array(
					'name'      => 'price.price',
					'valueType' => 'RANGE',
					'minValue'  => 100000,
					'maxValue'  => 350000,
				),
				array(
					'name'      => 'area.livingSpace',
					'valueType' => 'RANGE',
					'minValue'  => 60,
					'maxValue'  => null,
				),
				array(
					'name'      => 'property[baujahr]',
					'valueType' => 'RANGE',
					'minValue'  => 1990,
					'maxValue'  => 2020,
				),
			),
		);
		return array_replace_recursive( $body, $overrides );
	}

	/**
	 * A valid exposé-inquiry body, overrides merged.
	 *
	 * @param array<string,mixed> $overrides Overrides.
	 * @return array<string,mixed>
	 */
	protected function inquiry_body( array $overrides = array() ): array {
		$body                  = $this->common_body( 'expose_inquiry' );
		$body['exposeInquiry'] = array(
			'objectId'       => 4711,
			'customObjectId' => 'DD-0815',
			'message'        => "Guten Tag,\nich interessiere mich für die Wohnung.",
			'company'        => 'Muster GmbH',
			'wish'           => array( 'detail', 'besichtigung' ),
			'contactMethod'  => 'phone',
		);
		return array_replace_recursive( $body, $overrides );
	}

	/**
	 * A valid contact-message body, overrides merged.
	 *
	 * @param array<string,mixed> $overrides Overrides.
	 * @return array<string,mixed>
	 */
	protected function message_body( array $overrides = array() ): array {
		$body            = $this->common_body( 'message' );
		$body['message'] = "Bitte rufen Sie mich an.\nDanke!";
		return array_replace_recursive( $body, $overrides );
	}

	/**
	 * A valid newsletter body, overrides merged.
	 *
	 * @param array<string,mixed> $overrides Overrides.
	 * @return array<string,mixed>
	 */
	protected function newsletter_body( array $overrides = array() ): array {
		$body         = $this->common_body( 'newsletter' );
		$body['type'] = 'newsletter';
		return array_replace_recursive( $body, $overrides );
	}

	/**
	 * The confirmation key from the last mail.
	 */
	protected function key_from_last_mail(): string {
		$mail = end( $this->mails );
		$this->assertSame( 1, preg_match( '/[?&;#]k=([0-9a-f]{64})/', (string) $mail['message'], $m ), 'confirmation mail with key' );
		return $m[1];
	}

	/**
	 * Asserts that no request data was stored and no mail was sent.
	 */
	protected function assert_nothing_stored(): void {
		foreach ( array( 'contacts', 'requests', 'consents', 'keys', 'outbox', 'saved_searches' ) as $table ) {
			$this->assertSame( 0, $this->count_rows( $table ), "no rows in $table" );
		}
		$this->assertSame( array(), $this->mails );
	}
}
